"""The event given as an address (issue 33.8, 33.10): an ``sqlite:///FILE`` address is that event file; one that
names no file is refused in one line. A database server that does not answer when a command starts is exit 1
(``cli.md``: a failure, not a refusal), one asking for a password the address does not give is exit 2 saying
so, and an address's option the driver refuses is exit 2. No line ever shows the password."""

from __future__ import annotations

import socket

import pytest

from cardnight_desk.cli import main
from tests.conftest import PG_SKIP_REASON, PG_URL

SECRET = "s3cret-Pw"


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err: str) -> str:
    assert err.count("\n") == 1 and err.startswith("cardnight-desk"), err
    assert "unexpected error" not in err and "Traceback" not in err and SECRET not in err, err
    return err


def test_an_sqlite_address_is_its_event_file(night, tmp_path, capsys, monkeypatch):
    by_path = run(capsys, "standings", night, "--competition", "Bhukhar", "--json")
    assert by_path[0] == 0
    assert run(capsys, "standings", f"sqlite:///{night}", "--competition", "Bhukhar", "--json") == by_path
    assert (
        run(capsys, "standings", f"sqlite+pysqlite:///{night}", "--competition", "Bhukhar", "--json")
        == by_path
    )
    monkeypatch.chdir(tmp_path)
    code, out, err = run(
        capsys, "event", "new", "sqlite:///made.cardnight", "--name", "Night", "--date", "2026-01-01"
    )
    assert code == 0 and "made.cardnight" in out and (tmp_path / "made.cardnight").is_file(), err
    code, out, err = run(capsys, "backup", "sqlite:///night.cardnight", tmp_path / "copy.cardnight")
    assert code == 0 and (tmp_path / "copy.cardnight").is_file(), err


@pytest.mark.parametrize("address", ["sqlite://", "sqlite:///:memory:", "sqlite:///night.cardnight?mode=ro"])
def test_an_sqlite_address_naming_no_event_file_is_refused_in_one_line(address, night, capsys, monkeypatch):
    monkeypatch.chdir(night.parent)
    code, out, err = run(capsys, "standings", address, "--competition", "Bhukhar")
    assert code == 2 and out == "" and "names no event file" in one_line(err)


def closed_port() -> int:
    """A port on this computer where nothing listens (a server that is down)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_database_server_that_does_not_answer_is_exit_1(capsys):
    address = f"postgresql+psycopg://desk:{SECRET}@127.0.0.1:{closed_port()}/night"
    code, _, err = run(capsys, "standings", address, "--competition", "Bhukhar")
    assert code == 1 and "just now" in one_line(err) and "try again" in err
    code, _, err = run(capsys, "event", "new", address, "--name", "Night", "--date", "2026-01-01")
    assert code == 1 and "just now" in one_line(err)
    as_option = f"postgresql+psycopg://desk@127.0.0.1:{closed_port()}/night?sslmode=prefer&password={SECRET}"
    code, _, err = run(capsys, "history", as_option)
    assert code == 1 and "just now" in one_line(err) and "sslmode=prefer" in err


def test_an_option_of_the_address_the_driver_refuses_is_exit_2(capsys):
    address = f"postgresql+psycopg://desk:{SECRET}@127.0.0.1:{closed_port()}/night?connect_timeout=soon"
    code, _, err = run(capsys, "standings", address, "--competition", "Bhukhar")
    assert code == 2 and "connect_timeout" in one_line(err)


@pytest.fixture
def no_password_anywhere(tmp_path, monkeypatch):
    """libpq finds no password: none in the environment, an empty password file."""
    empty = tmp_path / "pgpass"
    empty.write_text("", encoding="utf-8")
    empty.chmod(0o600)
    monkeypatch.delenv("PGPASSWORD", raising=False)
    monkeypatch.setenv("PGPASSFILE", str(empty))


def test_a_server_asking_for_a_password_is_exit_2_and_says_so(no_password_anywhere, night, capsys):
    if not PG_URL:
        pytest.skip(PG_SKIP_REASON)
    from sqlalchemy.engine import URL, make_url

    url = make_url(PG_URL)
    for password in (None, SECRET):  # none given, and a wrong one
        address = URL.create(url.drivername, url.username, password, url.host, url.port, url.database)
        for argv in (["history", "{a}"], ["restore", night, "{a}"]):
            argv = [str(a).format(a=address.render_as_string(hide_password=False)) for a in argv]
            code, out, err = run(capsys, *argv)
            assert code == 2 and out == "" and "asks for a password" in one_line(err) and "~/.pgpass" in err
