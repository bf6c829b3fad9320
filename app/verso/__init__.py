"""The Verso card table: new-game page, the table scene, the end screen."""
