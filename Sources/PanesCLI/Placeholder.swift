public enum PanesCLIPlaceholder {}
