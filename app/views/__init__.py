"""The main views of the app and their registry."""
