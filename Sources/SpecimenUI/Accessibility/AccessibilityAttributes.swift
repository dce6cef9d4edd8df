import Foundation

/// One layer of what a view tells assistive technologies: set by one accessibility modifier, by a
/// control (its role), or by an image's own label; stamped on the view's resolved node.
///
/// A node keeps its layers innermost first (`ResolvedNode.accessibility`), so
/// `Text("x").accessibilityLabel("a").accessibilityHint("b")` is two layers on the text's node and
/// layout never sees them. Reading the layers from the outermost in is the same as reading wrapper
/// views: SpecimenLayout's `AccessibilityElements` does that to list the VoiceOver elements.
public struct AccessibilityAttributes: Sendable {
  /// The control this node is (set by `Button`, `Toggle`, `Slider` …), with what the control itself says.
  public var role: AccessibilityRole?
  /// `accessibilityLabel(_:)`, or the label of `Image(_:label:)`.
  public var label: String?
  /// `accessibilityValue(_:)`.
  public var value: String?
  /// `accessibilityHint(_:)`.
  public var hint: String?
  /// `accessibilityIdentifier(_:)`.
  public var identifier: String?
  /// `accessibilityHidden(true)` or `Image(decorative:)`: the subtree is not read.
  public var isHidden = false
  /// `accessibilityAddTraits(_:)`.
  public var addedTraits = AccessibilityTraits()
  /// `accessibilityRemoveTraits(_:)`.
  public var removedTraits = AccessibilityTraits()
  /// `accessibilityElement(children:)`: this view becomes one element (or a container) with this behaviour.
  public var children: AccessibilityChildBehavior?
  /// `accessibilityRepresentation { }`: the resolved (never laid out) view read instead of this one.
  public var representation: ResolvedNode?
  /// `accessibilitySortPriority(_:)`: higher is read earlier among siblings.
  public var sortPriority: Double?

  public init() {}
}

/// The control a resolved node stands for, as VoiceOver knows it, with the label and value the
/// control gives itself (a toggle's "on", a slider's percentage, a text field's title).
public struct AccessibilityRole: Sendable {
  /// The kind of control.
  public enum Kind: String, Sendable, Codable, CaseIterable {
    case button, toggle, slider, stepper, textField, secureField, picker, menu, link
    case disclosureGroup, progressView, gauge, label

    /// Whether a person can act on it (tap, adjust, type).
    public var isInteractive: Bool {
      switch self {
      case .progressView, .gauge, .label: return false
      default: return true
      }
    }

    /// The traits SwiftUI gives the control (Apple, `AccessibilityTraits`: a toggle is a button
    /// with the toggle trait from iOS 17; links are links; menus, pickers and disclosure groups are buttons).
    public var traits: AccessibilityTraits {
      switch self {
      case .button, .menu, .picker, .disclosureGroup: return .isButton
      case .toggle: return [.isButton, .isToggle]
      case .link: return .isLink
      case .label: return .isStaticText
      case .slider, .stepper, .textField, .secureField, .progressView, .gauge: return []
      }
    }
  }

  public var kind: Kind
  /// The control's own label view, resolved apart from its style (a style may not draw it, as with
  /// `labelsHidden()`); nil when the label is whatever the control draws (a button's content).
  public var label: ResolvedNode?
  /// The value the control reads out ("on", "50%", the field's text).
  public var value: String?
  /// Whether the control was enabled where it was resolved (VoiceOver reads "dimmed" when not).
  public var isEnabled: Bool
  /// Whether the control is read as the elements inside it rather than as one element (a segmented
  /// or inline picker: each option is a button, the selected one with `isSelected`, as UISegmentedControl).
  public var exposesChildren = false

  public init(kind: Kind, label: ResolvedNode? = nil, value: String? = nil, isEnabled: Bool = true) {
    self.kind = kind
    self.label = label
    self.value = value
    self.isEnabled = isEnabled
  }

  /// A fraction spoken as a whole percentage, as VoiceOver reads sliders and progress ("50%"); nil for NaN.
  public static func percent(_ fraction: Double) -> String? {
    guard fraction.isFinite else { return nil }
    let clamped = min(max(fraction, 0), 1)
    return "\(Int((clamped * 100).rounded()))%"
  }
}

extension AccessibilityTraits {
  /// Every trait's SwiftUI name, in the order `AccessibilityTraits` declares them.
  public static let allNames = [
    "isButton", "isHeader", "isSelected", "isLink", "isSearchField", "isImage", "playsSound",
    "isKeyboardKey", "isStaticText", "isSummaryElement", "updatesFrequently", "startsMediaSession",
    "allowsDirectInteraction", "causesPageTurn", "isModal", "isToggle",
  ]

  /// The SwiftUI names of the traits in this set ("isButton", "isHeader" …), in declaration order.
  public var traitNames: [String] { Self.allNames.filter { names.contains($0) } }

  /// The set with the traits named (unknown names are ignored).
  public init(traitNames: [String]) {
    self.init()
    names = Set(traitNames.filter { Self.allNames.contains($0) })
  }
}

extension ResolvedNode {
  /// The text a subtree shows, joined with ", " as VoiceOver joins combined labels; nil when it has none.
  package var spokenText: String? {
    var parts: [String] = []
    func walk(_ node: ResolvedNode) {
      if node.accessibility.contains(where: \.isHidden) { return }
      if case .text(let text) = node.kind, !text.string.isEmpty { parts.append(text.spokenString) }
      node.children.forEach(walk)
    }
    walk(self)
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
