"""The guided first game on a table: an overlay that points, a bubble that speaks, and the
controller that lets only the taught move through (docs/ARCHITECTURE.md, "Guided first games")."""
