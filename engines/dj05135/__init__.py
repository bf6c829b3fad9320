"""DJ05135, the double-sided animal card game: deck (:mod:`.cards`), rules (:mod:`.game`), bots (:mod:`.bots`)."""
