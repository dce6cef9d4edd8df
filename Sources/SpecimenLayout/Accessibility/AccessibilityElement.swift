import Foundation
import SpecimenUI

/// One element VoiceOver visits in a placed cell: what it is, what it reads, and where it is.
///
/// Made by `AccessibilityElements.elements(of:)`; frames are in the placed tree's coordinates
/// (a cell's points, origin top-left).
public struct AccessibilityElement: Sendable, Equatable {
  /// What the element is, as VoiceOver announces it.
  public enum Kind: String, Sendable, CaseIterable {
    case button, toggle, slider, stepper, textField, secureField, picker, menu, link
    case disclosureGroup, progressView, gauge
    /// Static text (also a `Label`, read as its title).
    case text
    /// An image that is not decorative.
    case image
    /// An element made by `accessibilityElement(children:)` from views that are neither controls nor all text or images.
    case element
  }

  /// Where the label VoiceOver reads comes from.
  public enum LabelSource: String, Sendable, Comparable {
    /// Nothing: VoiceOver reads no name (at most the kind).
    case none
    /// The image's file or symbol name, which VoiceOver falls back to ("trash", "logo").
    case imageName
    /// Text the view shows.
    case text
    /// `accessibilityLabel(_:)` or `Image(_:label:)`.
    case explicit

    public static func < (a: LabelSource, b: LabelSource) -> Bool { a.rank < b.rank }
    private var rank: Int {
      switch self {
      case .none: return 0
      case .imageName: return 1
      case .text: return 2
      case .explicit: return 3
      }
    }
  }

  public var kind: Kind
  /// The label as VoiceOver reads it ("" when none).
  public var label: String
  public var labelSource: LabelSource
  /// SwiftUI trait names ("isButton", "isHeader" …), in `AccessibilityTraits`' declaration order.
  public var traits: [String]
  /// The value VoiceOver reads after the label ("on", "50%", a field's text).
  public var value: String?
  public var hint: String?
  /// `accessibilityIdentifier(_:)`.
  public var identifier: String?
  /// The element's frame in the placed tree's coordinates, in points.
  public var frame: CGRect
  /// Whether a person acts on it: buttons, toggles, sliders, steppers, pickers, menus, links, text fields.
  public var isInteractive: Bool
  /// False for a control resolved with `disabled(true)` (VoiceOver reads it as dimmed).
  public var isEnabled: Bool

  public init(kind: Kind, label: String, labelSource: LabelSource, traits: [String] = [], value: String? = nil,
              hint: String? = nil, identifier: String? = nil, frame: CGRect, isInteractive: Bool, isEnabled: Bool = true) {
    self.kind = kind
    self.label = label
    self.labelSource = labelSource
    self.traits = traits
    self.value = value
    self.hint = hint
    self.identifier = identifier
    self.frame = frame
    self.isInteractive = isInteractive
    self.isEnabled = isEnabled
  }

  /// Whether VoiceOver would read this element as nothing useful: an interactive control or an image
  /// whose only name is none at all or an image's file/symbol name (an icon-only button without
  /// `accessibilityLabel`, an `Image` neither labelled nor decorative). The audit's `missing-label` check.
  public var isMissingLabel: Bool {
    (isInteractive || kind == .image) && labelSource <= .imageName
  }

  /// What VoiceOver says, roughly: label, value, "dimmed", the kind, the hint ("Wi-Fi, on, switch button").
  public var spoken: String {
    var parts: [String] = []
    if !label.isEmpty { parts.append(label) }
    if let value, !value.isEmpty { parts.append(value) }
    var words: [String] = []
    if traits.contains("isSelected") { words.append("selected") }
    switch kind {
    case .toggle: words.append("switch button")
    case .slider, .stepper: words.append("adjustable")
    case .textField, .secureField: words.append(kind == .secureField ? "secure text field" : "text field")
    case .picker, .menu: words.append("pop up button")
    default:
      if traits.contains("isButton") { words.append("button") }
      if traits.contains("isLink") { words.append("link") }
      if traits.contains("isHeader") { words.append("heading") }
      if traits.contains("isImage") { words.append("image") }
    }
    if !isEnabled { parts.append("dimmed") }  // VoiceOver says "dimmed" before the kind
    if !words.isEmpty { parts.append(words.joined(separator: " ")) }
    if let hint, !hint.isEmpty { parts.append(hint) }
    return parts.joined(separator: ", ")
  }
}
