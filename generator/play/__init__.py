"""The Play page's runtime: a match against the bot and the hand calculator, run by Pyodide
in the reader's browser.

Shipped whole (:data:`generator.build.play_assets.BROWSER_PACKAGES`), it imports the
standard library, :mod:`generator.engine` and :mod:`generator.text` only. The page's data
(:mod:`generator.site.play`) comes in as JSON; play.js shows what it returns.
"""
