"""Qt Widgets front end: everything that may import Qt lives under here."""
