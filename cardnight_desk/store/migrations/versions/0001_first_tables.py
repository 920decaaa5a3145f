"""the first tables

Revision ID: 0001
Revises: 
Create Date: 2026-11-22 04:31:33.051903
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op


revision = '0001'
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    
    op.create_table('event',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('date', sa.Date(), nullable=False),
    sa.Column('settings', sa.JSON(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_event'))
    )
    op.create_table('competition',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('game', sa.String(length=40), nullable=False),
    sa.Column('settings', sa.JSON(), nullable=False),
    sa.Column('state', sa.JSON(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], name=op.f('fk_competition_event_id_event'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_competition')),
    sa.UniqueConstraint('event_id', 'name', name=op.f('uq_competition_event_id_name'))
    )
    with op.batch_alter_table('competition', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_competition_event_id'), ['event_id'], unique=False)

    op.create_table('history',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('at', sa.DateTime(), nullable=False),
    sa.Column('who', sa.String(length=100), nullable=False),
    sa.Column('action', sa.String(length=60), nullable=False),
    sa.Column('entity', sa.String(length=40), nullable=False),
    sa.Column('entity_id', sa.Integer(), nullable=True),
    sa.Column('summary', sa.Text(), nullable=False),
    sa.Column('before', sa.JSON(), nullable=True),
    sa.Column('after', sa.JSON(), nullable=True),
    sa.Column('why', sa.Text(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], name=op.f('fk_history_event_id_event'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_history'))
    )
    with op.batch_alter_table('history', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_history_event_id'), ['event_id'], unique=False)

    op.create_table('player',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('number', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('born', sa.Date(), nullable=True),
    sa.Column('phone', sa.String(length=60), nullable=False),
    sa.Column('email', sa.String(length=200), nullable=False),
    sa.Column('notes', sa.Text(), nullable=False),
    sa.Column('eligible', sa.Boolean(), nullable=False),
    sa.Column('checked_in_at', sa.DateTime(), nullable=True),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], name=op.f('fk_player_event_id_event'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_player')),
    sa.UniqueConstraint('event_id', 'number', name=op.f('uq_player_event_id_number'))
    )
    with op.batch_alter_table('player', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_player_event_id'), ['event_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_player_name'), ['name'], unique=False)

    op.create_table('registration',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('competition_id', sa.Integer(), nullable=False),
    sa.Column('player_id', sa.Integer(), nullable=False),
    sa.Column('registered_at', sa.DateTime(), nullable=False),
    sa.Column('override', sa.Text(), nullable=False),
    sa.ForeignKeyConstraint(['competition_id'], ['competition.id'], name=op.f('fk_registration_competition_id_competition'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['player_id'], ['player.id'], name=op.f('fk_registration_player_id_player'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_registration')),
    sa.UniqueConstraint('competition_id', 'player_id', name=op.f('uq_registration_competition_id_player_id'))
    )
    with op.batch_alter_table('registration', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_registration_competition_id'), ['competition_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_registration_player_id'), ['player_id'], unique=False)

    op.create_table('round',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('competition_id', sa.Integer(), nullable=False),
    sa.Column('number', sa.Integer(), nullable=False),
    sa.Column('seed', sa.Integer(), nullable=False),
    sa.Column('draw', sa.JSON(), nullable=False),
    sa.Column('locked', sa.Boolean(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['competition_id'], ['competition.id'], name=op.f('fk_round_competition_id_competition'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_round')),
    sa.UniqueConstraint('competition_id', 'number', name=op.f('uq_round_competition_id_number'))
    )
    with op.batch_alter_table('round', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_round_competition_id'), ['competition_id'], unique=False)

    op.create_table('team',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('competition_id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.ForeignKeyConstraint(['competition_id'], ['competition.id'], name=op.f('fk_team_competition_id_competition'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_team')),
    sa.UniqueConstraint('competition_id', 'name', name=op.f('uq_team_competition_id_name'))
    )
    with op.batch_alter_table('team', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_team_competition_id'), ['competition_id'], unique=False)

    op.create_table('desk_table',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('round_id', sa.Integer(), nullable=False),
    sa.Column('label', sa.String(length=20), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.Column('sheet_number', sa.String(length=40), nullable=False),
    sa.ForeignKeyConstraint(['round_id'], ['round.id'], name=op.f('fk_desk_table_round_id_round'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_desk_table')),
    sa.UniqueConstraint('round_id', 'label', name=op.f('uq_desk_table_round_id_label')),
    sa.UniqueConstraint('sheet_number', name=op.f('uq_desk_table_sheet_number'))
    )
    with op.batch_alter_table('desk_table', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_desk_table_round_id'), ['round_id'], unique=False)

    op.create_table('membership',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('team_id', sa.Integer(), nullable=False),
    sa.Column('player_id', sa.Integer(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['player_id'], ['player.id'], name=op.f('fk_membership_player_id_player'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['team.id'], name=op.f('fk_membership_team_id_team'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_membership')),
    sa.UniqueConstraint('team_id', 'player_id', name=op.f('uq_membership_team_id_player_id'))
    )
    with op.batch_alter_table('membership', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_membership_player_id'), ['player_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_membership_team_id'), ['team_id'], unique=False)

    op.create_table('penalty',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('competition_id', sa.Integer(), nullable=False),
    sa.Column('table_id', sa.Integer(), nullable=True),
    sa.Column('team_id', sa.Integer(), nullable=True),
    sa.Column('player_id', sa.Integer(), nullable=True),
    sa.Column('points', sa.Integer(), nullable=False),
    sa.Column('rule', sa.String(length=40), nullable=False),
    sa.Column('note', sa.Text(), nullable=False),
    sa.Column('judge', sa.String(length=100), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['competition_id'], ['competition.id'], name=op.f('fk_penalty_competition_id_competition'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['player_id'], ['player.id'], name=op.f('fk_penalty_player_id_player'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['table_id'], ['desk_table.id'], name=op.f('fk_penalty_table_id_desk_table'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['team.id'], name=op.f('fk_penalty_team_id_team'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_penalty'))
    )
    with op.batch_alter_table('penalty', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_penalty_competition_id'), ['competition_id'], unique=False)

    op.create_table('score_sheet',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('table_id', sa.Integer(), nullable=False),
    sa.Column('sheet', sa.JSON(), nullable=False),
    sa.Column('result', sa.JSON(), nullable=False),
    sa.Column('status', sa.String(length=20), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('entered_by', sa.String(length=100), nullable=False),
    sa.Column('updated_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['table_id'], ['desk_table.id'], name=op.f('fk_score_sheet_table_id_desk_table'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_score_sheet')),
    sa.UniqueConstraint('table_id', name=op.f('uq_score_sheet_table_id'))
    )
    op.create_table('seat',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('table_id', sa.Integer(), nullable=False),
    sa.Column('seat', sa.Integer(), nullable=False),
    sa.Column('player_id', sa.Integer(), nullable=True),
    sa.Column('team_id', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['player_id'], ['player.id'], name=op.f('fk_seat_player_id_player'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['table_id'], ['desk_table.id'], name=op.f('fk_seat_table_id_desk_table'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['team.id'], name=op.f('fk_seat_team_id_team'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_seat')),
    sa.UniqueConstraint('table_id', 'seat', name=op.f('uq_seat_table_id_seat'))
    )
    with op.batch_alter_table('seat', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_seat_table_id'), ['table_id'], unique=False)

    


def downgrade() -> None:
    
    with op.batch_alter_table('seat', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_seat_table_id'))

    op.drop_table('seat')
    op.drop_table('score_sheet')
    with op.batch_alter_table('penalty', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_penalty_competition_id'))

    op.drop_table('penalty')
    with op.batch_alter_table('membership', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_membership_team_id'))
        batch_op.drop_index(batch_op.f('ix_membership_player_id'))

    op.drop_table('membership')
    with op.batch_alter_table('desk_table', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_desk_table_round_id'))

    op.drop_table('desk_table')
    with op.batch_alter_table('team', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_team_competition_id'))

    op.drop_table('team')
    with op.batch_alter_table('round', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_round_competition_id'))

    op.drop_table('round')
    with op.batch_alter_table('registration', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_registration_player_id'))
        batch_op.drop_index(batch_op.f('ix_registration_competition_id'))

    op.drop_table('registration')
    with op.batch_alter_table('player', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_player_name'))
        batch_op.drop_index(batch_op.f('ix_player_event_id'))

    op.drop_table('player')
    with op.batch_alter_table('history', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_history_event_id'))

    op.drop_table('history')
    with op.batch_alter_table('competition', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_competition_event_id'))

    op.drop_table('competition')
    op.drop_table('event')
    
