"""The table shell every card game shares: banner, seat strips, log, presenter panel, bot runner."""
