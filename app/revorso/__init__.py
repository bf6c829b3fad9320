"""The Revorso card table: a new-game dialog, the animated table, the real memory test."""
