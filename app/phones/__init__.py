"""Playing on phones from the desktop app: the table server beside a table (docs/ARCHITECTURE.md)."""
