"""Print-and-play PDFs with reportlab: the painter, imposition, sheets and the document writer."""
