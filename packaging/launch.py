"""Starts Card Night Desk in an installed build: the command line, which opens the desk when given no command."""

from cardnight_desk.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
