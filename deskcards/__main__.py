import sys

from deskcards.cli import main

if __name__ == "__main__":
    sys.exit(main())
