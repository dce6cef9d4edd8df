import Foundation

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// Creates a label representing the configuration of a style (inside a `LabelStyle`, drawn with the next style out).
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}
