"""The exact odds of a fresh shoe of 1 to 8 packs, counted once and kept here: ``baccarat-odds`` prints them
without counting every hand again (a twentieth of a second) each time it runs.

:func:`odds_figures` gives a shoe's figures from :data:`ODDS` while the rules they were counted under still
hold — the third-card rule and the four pay tables, checked by the CRC-32 of their description
(:func:`rules_crc`, :data:`RULES_CRC`) — and counts them (:func:`counted_figures`) when they do not. Counting
and the table give the same numbers to the last bit: a test counts every shoe and holds the table to it.
``python -m cardnight_desk.domain.games.baccarat.odds_table`` counts every shoe and writes this file again.

Each shoe's row holds the Banker, Player and Tie probabilities, then the house edge of every bet of every variant,
in the order of :data:`~cardnight_desk.domain.games.baccarat.pays.VARIANTS` and of each table's bets.
"""

from __future__ import annotations

import zlib

from cardnight_desk.domain.games.baccarat.hand import (
    MAX_CARDS,
    PLAYER_STANDS_FROM,
    Winner,
    banker_draws,
    is_natural,
    player_draws,
)
from cardnight_desk.domain.games.baccarat.pays import VARIANTS

Figures = tuple[dict[str, float], dict[str, dict[str, float]]]  # (probabilities, house edge by variant)
WINNERS = (Winner.BANKER, Winner.PLAYER, Winner.TIE)


def rules_crc() -> int:
    """The CRC-32 of the rules the odds depend on: the third-card rule and the pay tables of the variants."""
    rules = (
        MAX_CARDS,
        PLAYER_STANDS_FROM,
        tuple(is_natural(t) for t in range(10)),
        tuple(player_draws(t) for t in range(10)),
        tuple(tuple(banker_draws(b, e) for e in (None, *range(10))) for b in range(10)),
        tuple(
            (variant, table.to_json(), tuple(on.value for on in table.bets()))
            for variant, table in VARIANTS.items()
        ),
    )
    return zlib.crc32(repr(rules).encode())


def odds_figures(decks: int) -> Figures:
    """The probabilities of a fresh shoe of ``decks`` packs and every bet's house edge in every variant."""
    row = ODDS.get(decks) if rules_crc() == RULES_CRC else None
    if row is None:
        return counted_figures(decks)
    figures = iter(row)
    probabilities = {w.value: next(figures) for w in WINNERS}
    edges = {variant: {on.value: next(figures) for on in table.bets()} for variant, table in VARIANTS.items()}
    return probabilities, edges


def counted_figures(decks: int) -> Figures:
    """:func:`odds_figures` counted now, hand by hand (:func:`~cardnight_desk.domain.games.baccarat.odds.shoe_odds`)."""
    from cardnight_desk.domain.games.baccarat.odds import shoe_odds

    odds = shoe_odds(decks)
    probabilities = {w.value: float(p) for w, p in odds.probabilities().items()}
    edges = {
        variant: {on.value: float(edge) for on, edge in odds.house_edges(table).items()}
        for variant, table in VARIANTS.items()
    }
    return probabilities, edges


def table_source() -> str:
    """This module's text with every shoe counted again."""
    from cardnight_desk.domain.games.baccarat.odds import MAX_DECKS, MIN_DECKS

    with open(__file__, encoding="utf-8") as own:
        text = own.read()
    head = text[: text.index("\n# --- the table") + 1]
    rows = []
    for decks in range(MIN_DECKS, MAX_DECKS + 1):
        probabilities, edges = counted_figures(decks)
        numbers = [*probabilities.values(), *(edge for bets in edges.values() for edge in bets.values())]
        rows.append(f"    {decks}: (\n" + "".join(f"        {n!r},\n" for n in numbers) + "    ),\n")
    return (
        f"{head}# --- the table (written by table_source) {'-' * 65}\n"
        f"RULES_CRC = 0x{rules_crc():08X}\nODDS: dict[int, tuple[float, ...]] = {{\n{''.join(rows)}}}\n"
    )


if __name__ == "__main__":
    source = table_source()
    with open(__file__, "w", encoding="utf-8") as own:
        own.write(source)

# --- the table (written by table_source) -----------------------------------------------------------------
RULES_CRC = 0xF988FF60
ODDS: dict[int, tuple[float, ...]] = {
    1: (
        0.4596241551721616,
        0.44676043030414564,
        0.09361541452369272,
        0.012863724868015946,
        0.010117482890592134,
        0.15746126928676543,
        0.29411764705882354,
        0.29411764705882354,
        0.02830282576751377,
        0.08835671748241031,
        0.012863724868015946,
        0.010117482890592134,
        0.15746126928676543,
        0.29411764705882354,
        0.29411764705882354,
        0.02830282576751377,
        0.08835671748241031,
        0.012863724868015946,
        0.009677854775298008,
        0.15746126928676543,
        0.29411764705882354,
        0.29411764705882354,
        0.02830282576751377,
        0.08835671748241031,
        0.07579523462412788,
        0.012863724868015946,
        0.013852100578365553,
        0.15746126928676543,
        0.29411764705882354,
        0.29411764705882354,
        0.02830282576751377,
        0.08835671748241031,
    ),
    2: (
        0.45907273455164055,
        0.4465081508224041,
        0.09441911462595541,
        0.01256458372923646,
        0.010389052998345567,
        0.1502279683664013,
        0.18446601941747573,
        0.18446601941747573,
        0.026307786162353002,
        0.0865271119066687,
        0.01256458372923646,
        0.010389052998345567,
        0.1502279683664013,
        0.18446601941747573,
        0.18446601941747573,
        0.026307786162353002,
        0.0865271119066687,
        0.01256458372923646,
        0.009977529141571188,
        0.1502279683664013,
        0.18446601941747573,
        0.18446601941747573,
        0.026307786162353002,
        0.0865271119066687,
        0.07577337229688644,
        0.01256458372923646,
        0.014278209381658047,
        0.1502279683664013,
        0.18446601941747573,
        0.18446601941747573,
        0.026307786162353002,
        0.0865271119066687,
    ),
    3: (
        0.45886775632992965,
        0.44639923768156403,
        0.09473300598850629,
        0.012468518648365642,
        0.010474869168130842,
        0.1474029461034434,
        0.14838709677419354,
        0.14838709677419354,
        0.025705823321241158,
        0.085968529188899,
        0.012468518648365642,
        0.010474869168130842,
        0.1474029461034434,
        0.14838709677419354,
        0.14838709677419354,
        0.025705823321241158,
        0.085968529188899,
        0.012468518648365642,
        0.010070757917563693,
        0.1474029461034434,
        0.14838709677419354,
        0.14838709677419354,
        0.025705823321241158,
        0.085968529188899,
        0.07588966079689728,
        0.012468518648365642,
        0.014414517187270224,
        0.1474029461034434,
        0.14838709677419354,
        0.14838709677419354,
        0.025705823321241158,
        0.085968529188899,
    ),
    4: (
        0.45876147620080016,
        0.4463403498815575,
        0.09489817391764233,
        0.01242112631924266,
        0.01051694749079735,
        0.14591643474121904,
        0.13043478260869565,
        0.13043478260869565,
        0.02541633939849529,
        0.08569864286516136,
        0.01242112631924266,
        0.01051694749079735,
        0.14591643474121904,
        0.13043478260869565,
        0.13043478260869565,
        0.02541633939849529,
        0.08569864286516136,
        0.01242112631924266,
        0.010116215493589768,
        0.14591643474121904,
        0.13043478260869565,
        0.13043478260869565,
        0.02541633939849529,
        0.08569864286516136,
        0.07596898567387052,
        0.01242112631924266,
        0.014481636301396004,
        0.14591643474121904,
        0.13043478260869565,
        0.13043478260869565,
        0.02541633939849529,
        0.08569864286516136,
    ),
    5: (
        0.4586965166863446,
        0.446303626018198,
        0.09499985729545737,
        0.012392890668146568,
        0.010541935166170663,
        0.14500128434088363,
        0.11969111969111969,
        0.11969111969111969,
        0.02524628857104092,
        0.08553969549930122,
        0.012392890668146568,
        0.010541935166170663,
        0.14500128434088363,
        0.11969111969111969,
        0.11969111969111969,
        0.02524628857104092,
        0.08553969549930122,
        0.012392890668146568,
        0.010143130548706702,
        0.14500128434088363,
        0.11969111969111969,
        0.11969111969111969,
        0.02524628857104092,
        0.08553969549930122,
        0.076023130109016,
        0.012392890668146568,
        0.01452158140217379,
        0.14500128434088363,
        0.11969111969111969,
        0.11969111969111969,
        0.02524628857104092,
        0.08553969549930122,
    ),
    6: (
        0.4586527188253242,
        0.4462785698388768,
        0.09506871133579899,
        0.01237414898644739,
        0.01055848695481882,
        0.1443815979778091,
        0.11254019292604502,
        0.11254019292604502,
        0.02513442879430184,
        0.08543496841367043,
        0.01237414898644739,
        0.01055848695481882,
        0.1443815979778091,
        0.11254019292604502,
        0.11254019292604502,
        0.02513442879430184,
        0.08543496841367043,
        0.01237414898644739,
        0.010160926506867578,
        0.1443815979778091,
        0.11254019292604502,
        0.11254019292604502,
        0.02513442879430184,
        0.08543496841367043,
        0.07606190477408634,
        0.01237414898644739,
        0.014548076562056242,
        0.1443815979778091,
        0.11254019292604502,
        0.11254019292604502,
        0.02513442879430184,
        0.08543496841367043,
    ),
    7: (
        0.45862119542393653,
        0.4462603934998079,
        0.0951184110762556,
        0.012360801924128641,
        0.010570257847068186,
        0.14393430031369955,
        0.10743801652892562,
        0.10743801652892562,
        0.025055264476476626,
        0.08536076786687898,
        0.012360801924128641,
        0.010570257847068186,
        0.14393430031369955,
        0.10743801652892562,
        0.10743801652892562,
        0.025055264476476626,
        0.08536076786687898,
        0.012360801924128641,
        0.010173566434926258,
        0.14393430031369955,
        0.10743801652892562,
        0.10743801652892562,
        0.025055264476476626,
        0.08536076786687898,
        0.07609089727874911,
        0.012360801924128641,
        0.01456693593490136,
        0.14393430031369955,
        0.10743801652892562,
        0.10743801652892562,
        0.025055264476476626,
        0.08536076786687898,
    ),
    8: (
        0.458597422632763,
        0.44624660934359683,
        0.0951559680236402,
        0.012350813289166138,
        0.010579057842472012,
        0.14359628778723826,
        0.10361445783132531,
        0.10361445783132531,
        0.02499629240552622,
        0.08530544737963455,
        0.012350813289166138,
        0.010579057842472012,
        0.14359628778723826,
        0.10361445783132531,
        0.10361445783132531,
        0.02499629240552622,
        0.08530544737963455,
        0.012350813289166138,
        0.010183007571213657,
        0.14359628778723826,
        0.10361445783132531,
        0.10361445783132531,
        0.02499629240552622,
        0.08530544737963455,
        0.07611334472442846,
        0.012350813289166138,
        0.014581044639718807,
        0.14359628778723826,
        0.10361445783132531,
        0.10361445783132531,
        0.02499629240552622,
        0.08530544737963455,
    ),
}
