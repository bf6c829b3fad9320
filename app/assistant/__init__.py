"""The "Rules & setup" view: rules browser, setup wizard and table tools for the physical games.

``view`` assembles the pages; ``rules_page``, ``setup_page``, ``stopwatch``, ``ladder``,
``partners`` and ``scores`` are one page each; ``widgets`` holds the shared pieces (big
digits, game chooser, full-screen host) and ``clock`` the injectable time source.
"""
