from cardnight_desk.cli import main

raise SystemExit(main())
