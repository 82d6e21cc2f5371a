"""The game window and what it composes: the human's turn, the menus and keys, the action bar,
the end-of-hand panel, the log, the window's size; its start-up marks and scripted runs.
"""
