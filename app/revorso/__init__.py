"""The Revorso card table on the card table contract: the animated table, the real memory test, its end."""
