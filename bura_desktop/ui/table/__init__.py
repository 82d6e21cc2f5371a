"""The card table: its model of what the seat sees, the scene and its items (cards, piles,
chips, plates, callouts), the layout, the choreography of moves, its timing and its sounds.
"""
