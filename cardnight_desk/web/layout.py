"""The frame every page of the players' page shares: the head (dark style, the bundled fonts as a fallback for
each script), the title and the menu, the language switch, and the small script that keeps an open page
current (it asks ``/live``, which answers when the event changes, and swaps in the page's new content) and
makes the poker clock tick between changes; once a font has come, it has the page's text shaped again, since
a text first laid out while its font was on the way may keep the empty boxes of a missing one."""

from __future__ import annotations

import re
from functools import lru_cache
from urllib.parse import urlencode

from markupsafe import Markup

from cardnight_desk.web.rendering import render
from cardnight_desk.web.words import LANGUAGES

# The bundled Noto fonts (resources/fonts), served by name only: a phone without a font for a script gets
# one, and downloads it only when a page shows a letter of that script (unicode-range).
FONTS = {
    "NotoSans-Regular.ttf": "U+0000-024F,U+1E00-1EFF,U+2000-206F,U+20A0-20CF,U+2190-21FF",
    "NotoSansGurmukhi-Regular.ttf": "U+0A00-0A7F,U+200C-200D,U+25CC",
    "NotoSansGujarati-Regular.ttf": "U+0A80-0AFF,U+200C-200D,U+25CC",
    "NotoSansMalayalam-Regular.ttf": "U+0D00-0D7F,U+200C-200D,U+25CC",
    "NotoSansDevanagari-Regular.ttf": "U+0900-097F,U+A8E0-A8FF,U+200C-200D,U+25CC",
    "NotoNaskhArabic-Regular.ttf": "U+0600-06FF,U+0750-077F,U+FB50-FDFF,U+FE70-FEFF",
}
# each script's letters, by which a page is known to need its font (Latin letters every phone has)
SCRIPT_LETTERS = {
    "NotoSansGurmukhi-Regular.ttf": "\u0a00-\u0a7f",
    "NotoSansGujarati-Regular.ttf": "\u0a80-\u0aff",
    "NotoSansMalayalam-Regular.ttf": "\u0d00-\u0d7f",
    "NotoSansDevanagari-Regular.ttf": "\u0900-\u097f",
    "NotoNaskhArabic-Regular.ttf": "\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff",
}
_FONT_OF = {name: re.compile(f"[{letters}]") for name, letters in SCRIPT_LETTERS.items()}


@lru_cache(maxsize=64)
def _letters_of(fonts: tuple[str, ...]) -> re.Pattern[str]:
    """A letter of any of the scripts of ``fonts``."""
    return re.compile("[" + "".join(SCRIPT_LETTERS[name] for name in fonts) + "]")


_FACES = "".join(
    f"@font-face{{font-family:'Hall {i}';src:local('{name[:-4].replace('-Regular', '').replace('NotoSans', 'Noto Sans ').replace('NotoNaskh', 'Noto Naskh ').strip()}'),"
    f"url(/fonts/{name}) format('truetype');unicode-range:{ranges};font-display:swap}}"
    for i, (name, ranges) in enumerate(FONTS.items())
)
_FAMILY = ",".join(f"'Hall {i}'" for i in range(len(FONTS)))


def fonts_shown(text: str) -> list[str]:
    """The fonts of the scripts a page's content shows, fetched with the page (the language switch's names are
    left to load as they are drawn): a text laid out while its font is still on the way may otherwise keep the
    empty boxes of a missing font. The page is read once: from each letter of a script found, on for the
    letters of the scripts not found yet."""
    wanted: list[str] = []
    left = tuple(SCRIPT_LETTERS)
    at = 0
    while left:
        found = _letters_of(left).search(text, at)
        if found is None:
            break
        font = next(name for name in left if _FONT_OF[name].match(found.group()))
        wanted.append(font)
        left = tuple(name for name in left if name != font)
        at = found.end()
    return [name for name in SCRIPT_LETTERS if name in wanted]


STYLE = (
    _FACES
    + ":root{color-scheme:dark}"
    + "body{margin:0;background:#101214;color:#e8e6e3;font:17px/1.45 system-ui,-apple-system,'Segoe UI',"
    + f"Roboto,'Noto Sans',{_FAMILY},sans-serif}}"
    + "header{background:#1b1f24;padding:.6em .8em .4em}h1{font-size:1.2em;margin:0 0 .3em}"
    + "nav a{display:inline-block;margin:0 .7em .3em 0;color:#9ecbff;text-decoration:none}"
    + "nav a.on{color:#fff;border-bottom:2px solid #f0b429}"
    + "main,#find{padding:.4em .8em}h2{font-size:1.1em;margin:1em 0 .3em;color:#f0b429}"
    + "h3{font-size:1em;margin:.8em 0 .2em}p{margin:.3em 0}"
    + ".wide{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:.92em}td,th{padding:.25em .4em;text-align:start;"
    + "border-bottom:1px solid #2a2f36}th{color:#a9b1ba;font-weight:normal;font-size:.85em}"
    + "td.n,th.n{text-align:end;font-variant-numeric:tabular-nums}"
    + ".note{color:#a9b1ba;font-size:.9em}.card{background:#181c21;border-radius:8px;padding:.5em .7em;"
    + "margin:.5em 0}.big{font-size:2.6em;font-variant-numeric:tabular-nums;font-weight:bold}"
    + "input{font:inherit;padding:.4em;width:60%;background:#0b0d0f;color:#fff;border:1px solid #3a414a;"
    + "border-radius:6px}button{font:inherit;padding:.4em .8em;background:#f0b429;color:#111;border:0;"
    + "border-radius:6px}ul{padding-inline-start:1.2em}"
    + "footer{padding:.8em;color:#7d8590;font-size:.85em}footer a{color:#9ecbff;margin-inline-end:.6em}"
    + "#live.off{color:#ff7b72}"
)

SCRIPT = """(function(){var b=document.body,v=b.dataset.v,seen=v,off=0,fails=0,st=document.getElementById('live');
function fmt(ms){ms=Math.max(0,ms);var s=Math.floor(ms/1000),h=Math.floor(s/3600),m=Math.floor(s%3600/60);
s=s%60;return(h?h+':'+(m<10?'0':''):'')+m+':'+(s<10?'0':'')+s}
function tick(){var now=Date.now()+off;var e=document.querySelectorAll('[data-end]');
for(var i=0;i<e.length;i++){e[i].textContent=fmt(+e[i].dataset.end-now)}}
function swap(){fetch(location.href,{cache:'no-store'}).then(function(r){return r.text()}).then(function(t){
var d=new DOMParser().parseFromString(t,'text/html'),m=d.getElementById('main');
if(m){document.getElementById('main').replaceWith(m);v=d.body.dataset.v;b.dataset.v=v;tick()}})}
function poll(){fetch('/live?v='+seen,{cache:'no-store'}).then(function(r){return r.json()}).then(function(j){
off=j.now-Date.now();fails=0;st.className='';st.textContent=st.dataset.on;seen=String(j.v);if(seen!==v)swap();
setTimeout(poll,200)}).catch(function(){if(++fails>1){st.className='off';st.textContent=st.dataset.off}
setTimeout(poll,1000)})}
var n=0;if(document.fonts)document.fonts.onloadingdone=function(){b.style.letterSpacing=(++n*0.001)+'px'};
setInterval(tick,250);tick();poll()})();"""

PAGES = (
    ("/", "event"),
    ("/table", "find"),
    ("/standings", "standings"),
    ("/clock", "clock"),
    ("/baccarat", "baccarat"),
)


def _is_on(path: str, here: str) -> bool:
    return here == path or (path != "/" and here.startswith(path + "/"))


def page(
    w: dict[str, str],
    language: str,
    version: int,
    event: str,
    here: str,
    query: dict[str, str],
    main: str,
    before_main: str = "",
    shown: tuple[str, ...] = (),
) -> str:
    """A whole page: ``main`` is its content (swapped when the event changes), ``before_main`` stays as it
    is (the search box keeps what is typed); both are HTML the page's templates wrote. ``shown`` names the
    menu's pages that have something tonight."""
    menu = [
        (path, key, _is_on(path, here))
        for path, key in PAGES
        if key in shown or key in ("event", "find", "standings")
    ]
    switch = [
        (code, urlencode({**query, "lang": code}), label)
        for code, label in LANGUAGES.items()
        if code != language
    ]
    return render(
        "page.html",
        w=w,
        language=language,
        version=version,
        event=event,
        here=here,
        menu=menu,
        switch=switch,
        main=Markup(main),
        before_main=Markup(before_main),
        fonts_shown=fonts_shown,
        style=Markup(STYLE),
        script=Markup(SCRIPT),
    )


def not_found(w: dict[str, str]) -> str:
    """The answer to an address the page does not have, a page of its own."""
    return render("not_found.html", w=w, style=Markup(STYLE))
