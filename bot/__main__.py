import sys

from bot import main

sys.exit(main())
