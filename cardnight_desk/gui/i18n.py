"""The desk's language: the one a volunteer chose (remembered in the desk's settings) and the Qt translators that
put the window into it.

A *language* is a code: ``hi`` Hindi, ``gu`` Gujarati, ``pa`` Punjabi (Gurmukhi), ``ml`` Malayalam; ``en``, the
language the desk is written in, needs no file. A language's *translation* is
``resources/translations/cardnight_desk_<code>.qm``, compiled from the ``.ts`` file translators edit (see
:mod:`cardnight_desk.gui.translations_tool`). A message not translated yet shows in English. Qt's own words
(OK, Cancel, Yes, No, a text field's menu) come from PySide6's ``qtbase_<code>.qm`` where Qt ships one, and
otherwise from the desk's file (:mod:`cardnight_desk.gui.qt_words`). The desk's fonts for the Indian scripts
(``resources/fonts``) are added to the application whatever the language (:func:`add_fonts`): the players'
names are written in those scripts in an English desk too, and must read the same on a computer without them.

The language is read when the desk starts (:func:`install_language`, called by ``app.application``); choosing
another one (:class:`~cardnight_desk.gui.language_dialog.LanguageDialog`, loaded when first opened;
:func:`add_language_action` for a menu) takes effect at the next start.
``CARDNIGHT_LANGUAGE`` in the environment overrides the setting for one run (screenshots, trying a language).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QAction, QFontDatabase, QGuiApplication

from cardnight_desk.gui.app_settings import remember_language, saved_language
from cardnight_desk.resources import resources_dir, translation_file

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu, QWidget

SOURCE_LANGUAGE = "en"
# code -> the language's own name, then its English name (a volunteer finds theirs whatever the desk shows)
LANGUAGES: dict[str, str] = {
    "en": "English",
    "hi": "हिन्दी (Hindi)",
    "gu": "ગુજરાતી (Gujarati)",
    "pa": "ਪੰਜਾਬੀ (Punjabi)",
    "ml": "മലയാളം (Malayalam)",
}
ENVIRONMENT = "CARDNIGHT_LANGUAGE"

_installed: list[QTranslator] = []  # kept here: Qt does not own a translator, and a freed one stops working
_fonts_added = False


def available_languages() -> list[str]:
    """English and every language whose translation ships with the desk, in :data:`LANGUAGES` order."""
    return [code for code in LANGUAGES if code == SOURCE_LANGUAGE or translation_file(code).is_file()]


def chosen_language() -> str:
    """The language to start in: ``CARDNIGHT_LANGUAGE`` when set, else the one remembered, else English."""
    for code in (os.environ.get(ENVIRONMENT, ""), saved_language()):
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def set_language(code: str) -> None:
    """Remember ``code`` as the desk's language (used from the next start)."""
    if code not in LANGUAGES:
        raise ValueError(f"not a language of the desk: {code!r}")
    remember_language(code)


def bundled_fonts() -> list[Path]:
    """The fonts that ship with the desk: every script the desk prints names in (the same files as the PDFs)."""
    return sorted((resources_dir() / "fonts").glob("Noto*.ttf"))


def add_fonts() -> list[str]:
    """Add the bundled fonts to the application, once (later calls do nothing); returns the font families
    added. A few tens of milliseconds: Qt only reads each file's name table until a letter needs the font."""
    global _fonts_added
    if _fonts_added:
        return []
    _fonts_added = True
    families: list[str] = []
    for font in bundled_fonts():
        families += QFontDatabase.applicationFontFamilies(QFontDatabase.addApplicationFont(str(font)))
    return families


def remove_language(app: QCoreApplication | None = None) -> None:
    """Take out the translators :func:`install_language` put in (the desk speaks English again)."""
    app = app or QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)


def install_language(app: QCoreApplication, code: str | None = None) -> str:
    """Put the desk into ``code`` (by default :func:`chosen_language`); returns the language now in use.

    A language without its translation file stays English. Call it before the windows are built: the windows
    word themselves as they are made.
    """
    code = chosen_language() if code is None else code
    if isinstance(app, QGuiApplication):  # names in Indian scripts show in every language, English too
        add_fonts()
    remove_language(app)
    if code == SOURCE_LANGUAGE or code not in LANGUAGES:
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        return SOURCE_LANGUAGE
    desk = QTranslator(app)
    if not desk.load(str(translation_file(code))):
        return SOURCE_LANGUAGE
    # Qt asks the translator installed last first: Qt's own file (where there is one) answers Qt's words
    qt = QTranslator(app)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for translator in (desk, qt) if qt.load(f"qtbase_{code}", qt_folder) else (desk,):
        app.installTranslator(translator)
        _installed.append(translator)
    QLocale.setDefault(QLocale(code))
    return code


def choose_language(parent: QWidget | None = None) -> bool:
    """Ask for the language and remember it; True when it changed (it is used from the next start)."""
    from cardnight_desk.gui.language_dialog import LanguageDialog

    languages = {code: LANGUAGES[code] for code in available_languages()}
    code, ok = LanguageDialog.get_language(languages, chosen_language(), parent)
    if not ok or code == chosen_language():
        return False
    set_language(code)
    return True


def language_action_text() -> str:
    """The menu entry: in the desk's language, with the English word beside it when that is different, so the
    way back to a language one reads is always findable."""
    text = QCoreApplication.translate("LanguageDialog", "&Language…")
    return text if text == "&Language…" else f"{text} (Language)"


def add_language_action(menu: QMenu, parent: QWidget, before: QAction | None = None) -> QAction:
    """Add "Language…" to ``menu`` (e.g. the File menu; ``before`` an entry already there, else at the end);
    it opens :class:`LanguageDialog`."""
    action = QAction(language_action_text(), parent)
    action.setObjectName("languageAction")
    action.triggered.connect(lambda _=False: choose_language(parent))
    if before is not None:
        menu.insertAction(before, action)
    else:
        menu.addAction(action)
    return action
