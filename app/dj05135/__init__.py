"""DJ05135 at the computer: the card table with hidden sides, hot-seat cover screens, bots."""
