"""The Print & play view: options, a page preview drawn from the export's own layout, and the export."""
