"""The player's records on screen: statistics with charts, the hand history, the replay viewer and
the Expert's review.
"""
