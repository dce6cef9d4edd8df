import Foundation

/// A type of haptic or audio feedback played when a trigger value changes; a render plays nothing.
public struct SensoryFeedback: Hashable, Sendable {
  let name: String

  /// Indicates that a task or action has completed.
  public static let success = SensoryFeedback(name: "success")
  /// Indicates that a task or action has produced a warning of some kind.
  public static let warning = SensoryFeedback(name: "warning")
  /// Indicates that an error has occurred.
  public static let error = SensoryFeedback(name: "error")
  /// Indicates that a UI element's values are changing.
  public static let selection = SensoryFeedback(name: "selection")
  /// Indicates that an important value increased above a significant threshold.
  public static let increase = SensoryFeedback(name: "increase")
  /// Indicates that an important value decreased below a significant threshold.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// Indicates that an activity started.
  public static let start = SensoryFeedback(name: "start")
  /// Indicates that an activity stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// Indicates the alignment of a dragged item.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// Indicates movement between discrete levels of pressure.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// Indicates that a drawn path has completed and/or recognized.
  public static let pathComplete = SensoryFeedback(name: "pathComplete")
  /// Provides a physical metaphor you can use to complement a visual experience.
  public static let impact = SensoryFeedback(name: "impact")

  /// Provides a physical metaphor you can use to complement a visual experience.
  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(name: "impact(\(weight.name))")
  }

  /// Provides a physical metaphor you can use to complement a visual experience.
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(name: "impact(\(flexibility.name))")
  }

  /// The size and weight of the objects colliding in an impact.
  public struct Weight: Hashable, Sendable {
    let name: String
    public static let light = Weight(name: "light")
    public static let medium = Weight(name: "medium")
    public static let heavy = Weight(name: "heavy")
  }

  /// The flexibility of the objects colliding in an impact.
  public struct Flexibility: Hashable, Sendable {
    let name: String
    public static let rigid = Flexibility(name: "rigid")
    public static let solid = Flexibility(name: "solid")
    public static let soft = Flexibility(name: "soft")
  }
}

nonisolated extension View {
  /// Plays the specified feedback when the provided trigger value changes; layout-neutral, plays nothing.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { inert() }

  /// Plays the specified feedback when the trigger changes and the condition holds; layout-neutral, plays nothing.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                            condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { inert() }

  /// Plays the feedback the closure returns when the trigger changes; layout-neutral, the closure is never called.
  public func sensoryFeedback<T: Equatable>(trigger: T,
                                            _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View { inert() }

  /// Plays the feedback the closure returns when the trigger changes; layout-neutral, the closure is never called.
  public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View { inert() }
}
