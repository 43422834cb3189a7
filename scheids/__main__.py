from scheids.cli import main

raise SystemExit(main())
