"""The dialogs of the game window: Preferences, the rules, the keyboard shortcuts, About."""
