"""The Qt binding the desk runs on keeps count of Python's None (PySide6 6.12.0 did not: every call into Qt that
returns nothing gave one reference up, and on Python 3.11 the desk aborted ten minutes into the poker clock), and
a binding that does not is refused at start with what to install."""

from __future__ import annotations

import ctypes
import sys

import pytest
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QLabel, QTreeWidget, QTreeWidgetItem

from cardnight_desk.gui.app import binding_fault

CALLS = 1_000


def test_calls_into_qt_that_return_nothing_keep_every_reference_to_none(qtbot):
    fault = binding_fault()  # first: a faulty binding would end this run in thousands of calls, not fail it
    assert fault is None, fault
    label, combo, tree, model = QLabel(), QComboBox(), QTreeWidget(), QStandardItemModel()
    qtbot.addWidget(label)
    qtbot.addWidget(combo)
    qtbot.addWidget(tree)
    before = sys.getrefcount(None)
    for n in range(CALLS):
        label.setText(str(n))  # what a clock does every second
        tree.addTopLevelItem(QTreeWidgetItem([str(n)]))  # what a drawn round's tables do
        model.appendRow(QStandardItem(str(n)))
        combo.addItem(str(n))
    tree.clear()
    combo.clear()
    assert sys.getrefcount(None) > before - 100, "this PySide6 gives up a reference to None at each call"


def test_a_binding_that_gives_up_none_is_refused_saying_what_to_install():
    decref, incref = ctypes.pythonapi.Py_DecRef, ctypes.pythonapi.Py_IncRef
    decref.argtypes = incref.argtypes = [ctypes.py_object]
    given_up = 0

    def faulty_call() -> None:  # a call into a faulty binding: one reference to None given up
        nonlocal given_up
        decref(None)
        given_up += 1

    try:
        fault = binding_fault(faulty_call)
    finally:
        for _ in range(given_up):
            incref(None)
    assert fault is not None and given_up == 100
    assert "PySide6-Essentials<6.12" in fault and "Python 3.12" in fault
    assert binding_fault(lambda: None) is None  # a call that keeps count


@pytest.mark.skipif(sys.version_info < (3, 12), reason="None is counted like any object before Python 3.12")
def test_on_python_3_12_nothing_is_probed():
    assert binding_fault() is None
