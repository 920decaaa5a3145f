"""An entry's groups as one number, a *chain* (:mod:`cardnight_desk.domain.games.rummy.runs`): each group in
:data:`GROUP_BITS` bits, the first group lowest, so that adding a group in front is one shift; :func:`groups_of`
lists them. As plain numbers, the hundreds of thousands of entries the suit caches hold are nothing the cycle
collector has to walk over again and again.

Domain words as in :mod:`cardnight_desk.domain.games.rummy.hand` and :mod:`~cardnight_desk.domain.games.rummy.runs`
(rulings RU-2, RU-3).
"""

from __future__ import annotations

HIGH_ACE = 14  # the place of an ace above the king (Q-K-A)

# A group, as :func:`groups_of` gives it: (first place, members, straight), members ((place, is_self), ...) in
# order, is_self marking a wild-rank card standing for itself. A tanala: (place, None, number of wild-rank
# cards in it). In a chain, a group is a number: bit 0 straight, bit 1 a tanala, bits 2-5 the first place (a
# tanala's place), bit 6 + q a member at place q, bit 21 + q a wild-rank card standing for itself there (for
# a tanala, bit 21: it is three wild-rank cards).
Group = tuple
Chain = int  # 0 or a group in the lowest GROUP_BITS bits, the rest of the chain above: an entry's groups
GROUP_BITS = 36
GROUP_MASK = (1 << GROUP_BITS) - 1
TANALA = 2
MEMBER = tuple(1 << 6 + q for q in range(HIGH_ACE + 1))  # a natural at place q
SELF_MEMBER = tuple(1 << 6 + q | 1 << 21 + q for q in range(HIGH_ACE + 1))  # a wild-rank card standing at q
TANALA_OF_WILDS = 1 << 21
PLACES = (1 << HIGH_ACE + 1) - 1


def groups_of(chain: Chain, wild_place: int = 0) -> list[Group]:
    """An entry's groups, in order. A run of wild cards held by a wild-rank card standing for itself is kept at
    place 0: it is given at ``wild_place``, where that card stands."""
    out: list[Group] = []
    while chain:
        g = chain & GROUP_MASK
        chain >>= GROUP_BITS
        start = g >> 2 & 15
        if g & TANALA:
            out.append((start, None, 3 if g & TANALA_OF_WILDS else 0))
            continue
        if not start:
            out.append((wild_place, ((wild_place, True),), False))
            continue
        places, selfs = g >> 6 & PLACES, g >> 21
        members = []
        while places:  # lowest place first
            low = places & -places
            places ^= low
            members.append((low.bit_length() - 1, bool(selfs & low)))
        out.append((start, tuple(members), bool(g & 1)))
    return out
