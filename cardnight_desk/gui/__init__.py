"""The desk's window (PySide6).

- the main window and what it is made of: ``app`` (start-up), ``main_window``, ``welcome``, ``event_view``
  (one tab per area of the open event), ``signals`` (the one app-wide change signal), ``i18n`` and ``qt_words``
  (languages), ``table_model`` (the models' base), ``background`` (long work off the GUI thread), and the
  dialogs more than one area opens (``judge_dialogs``, ``rules_dialog``, ``new_event_dialog``);
- one folder per area: ``event/``, ``registration/``, ``draws/``, ``scores/``, ``standings/``, ``printing/``,
  ``displays/``;
- ``sheet_forms/``: what every score-sheet form is built from, and the form built from a game's sheet layout;
- ``games/<game>/``: a game's own forms and desk, found by the game's id in :mod:`cardnight_desk.gui.games`.
"""
