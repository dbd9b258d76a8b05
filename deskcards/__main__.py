import multiprocessing
import sys

from deskcards.cli import main

if __name__ == "__main__":
    # First of all: in a frozen app the AI's worker process starts by running
    # this file again, and freeze_support turns that run into the worker.
    multiprocessing.freeze_support()
    sys.exit(main())
