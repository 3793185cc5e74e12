"""``python -m generator`` is the ``gin-rules`` command."""

from generator.cli import main

raise SystemExit(main())
