"""Subcommands of ``gin-rules``; each module has ``configure(parser)`` and ``run(args)``."""
