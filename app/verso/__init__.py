"""The Verso card table on the card table contract: the table scene, its keys, a solo game's end."""
