"""Starts Card Night Desk in an installed build: the program, which opens the desk when given no command and
runs the command line otherwise."""

from cardnight_desk.__main__ import program

if __name__ == "__main__":
    raise SystemExit(program())
