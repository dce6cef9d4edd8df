import Foundation

/// Defines the behavior for the child elements of the new parent element.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// Any child accessibility elements become hidden.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// Any child accessibility elements become children of the new accessibility element.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// Combine any child accessibility element's properties for the new accessibility element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// A directional indicator you use when making an accessibility adjustment.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// Increment an adjustable component.
  case increment
  /// Decrement an adjustable component.
  case decrement
}

/// A set of accessibility traits that describe how an element behaves.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
  var names: Set<String>
  init(_ name: String) { names = [name] }

  public init() { names = [] }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { with(names.union(other.names)) }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { with(names.intersection(other.names)) }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { with(names.symmetricDifference(other.names)) }
  public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
    let inserted = !contains(newMember)
    names.formUnion(newMember.names)
    return (inserted, newMember)
  }
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    names.subtract(member.names)
    return member
  }
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let had = contains(newMember)
    names.formUnion(newMember.names)
    return had ? newMember : nil
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
  public mutating func formIntersection(_ other: AccessibilityTraits) { names.formIntersection(other.names) }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { names.formSymmetricDifference(other.names) }
  private func with(_ names: Set<String>) -> AccessibilityTraits {
    var copy = AccessibilityTraits()
    copy.names = names
    return copy
  }

  /// The accessibility element is a button.
  public static let isButton = AccessibilityTraits("isButton")
  /// The accessibility element is a header that divides content into sections.
  public static let isHeader = AccessibilityTraits("isHeader")
  /// The accessibility element is currently selected.
  public static let isSelected = AccessibilityTraits("isSelected")
  /// The accessibility element is a link.
  public static let isLink = AccessibilityTraits("isLink")
  /// The accessibility element is a search field.
  public static let isSearchField = AccessibilityTraits("isSearchField")
  /// The accessibility element is an image.
  public static let isImage = AccessibilityTraits("isImage")
  /// The accessibility element plays its own sound when activated.
  public static let playsSound = AccessibilityTraits("playsSound")
  /// The accessibility element behaves as a keyboard key.
  public static let isKeyboardKey = AccessibilityTraits("isKeyboardKey")
  /// The accessibility element is a static text that cannot be modified by the user.
  public static let isStaticText = AccessibilityTraits("isStaticText")
  /// The accessibility element provides summary information when the application starts.
  public static let isSummaryElement = AccessibilityTraits("isSummaryElement")
  /// The accessibility element frequently updates its label or value.
  public static let updatesFrequently = AccessibilityTraits("updatesFrequently")
  /// The accessibility element starts a media session when it is activated.
  public static let startsMediaSession = AccessibilityTraits("startsMediaSession")
  /// The accessibility element allows direct touch interaction for VoiceOver users.
  public static let allowsDirectInteraction = AccessibilityTraits("allowsDirectInteraction")
  /// The accessibility element causes an automatic page turn when VoiceOver finishes reading the text within it.
  public static let causesPageTurn = AccessibilityTraits("causesPageTurn")
  /// The accessibility element is modal.
  public static let isModal = AccessibilityTraits("isModal")
  /// The accessibility element is a toggle.
  public static let isToggle = AccessibilityTraits("isToggle")
}
