"""How the game says things: level names, file notices, rule texts, refusals and the table's
questions, in the player's language.
"""
