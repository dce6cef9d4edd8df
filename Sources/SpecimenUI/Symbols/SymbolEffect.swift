import Foundation

/// An effect that animates the layers of a symbol image (iOS 17, the Symbols framework).
///
/// A still render draws a symbol in its resting state: bounces, pulses, variable colour, scale,
/// wiggles, breathes and rotations have no time to show. Appear and disappear effects that are
/// active draw their end state: `.symbolEffect(.disappear, isActive: true)` hides the symbol.
public protocol SymbolEffect: Sendable {
  /// Whether the symbol draws nothing while the effect is active (disappear effects).
  var hidesSymbolWhenActive: Bool { get }
}

extension SymbolEffect {
  public var hidesSymbolWhenActive: Bool { false }
}

/// An effect that plays once each time a value changes (bounce, wiggle, …).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that runs while it is active (pulse, variable colour, scale, …).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect used when a symbol is inserted or removed.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect used when a symbol image's content changes.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// Options that change how a symbol effect plays (repeat count, speed).
public struct SymbolEffectOptions: Equatable, Sendable {
  var repeatCount: Int?
  var speedFactor: Double

  /// The default options.
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions(repeatCount: nil, speedFactor: 1) }
  /// Options that prefer the effect to repeat indefinitely.
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: nil, speedFactor: 1) }
  /// Options that prefer the effect not to repeat.
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1, speedFactor: 1) }
  /// Options that repeat the effect the given number of times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count, speedFactor: 1) }
  /// Options that play the effect at the given speed.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: nil, speedFactor: speed) }
  /// Options that repeat the effect as `behavior` prefers (iOS 18).
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    SymbolEffectOptions(repeatCount: behavior.count, speedFactor: 1)
  }
  /// These options repeating the effect as `behavior` prefers (iOS 18).
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { var copy = self; copy.repeatCount = behavior.count; return copy }
  /// These options repeating the effect the given number of times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { var copy = self; copy.repeatCount = count; return copy }
  /// These options at the given speed.
  public func speed(_ speed: Double) -> SymbolEffectOptions { var copy = self; copy.speedFactor = speed; return copy }
}

extension SymbolEffectOptions {
  /// How a repeating symbol effect repeats (iOS 18): continuously, or periodically with a count and
  /// a delay. A still render shows the symbol at rest whatever the behavior.
  public struct RepeatBehavior: Equatable, Sendable {
    /// The preferred number of plays; nil repeats indefinitely.
    var count: Int?
    /// The preferred pause between periodic plays, in seconds; nil for the default.
    var delay: Double?
    /// Whether the repetition uses the effect's continuous animation.
    var isContinuous: Bool

    /// Repeats indefinitely, with the effect's continuous animation where it has one.
    public static var continuous: RepeatBehavior { RepeatBehavior(count: nil, delay: nil, isContinuous: true) }
    /// Repeats indefinitely, playing the effect at regular intervals.
    public static var periodic: RepeatBehavior { RepeatBehavior(count: nil, delay: nil, isContinuous: false) }
    /// Plays the effect `count` times (nil: indefinitely), `delay` seconds apart (nil: the default).
    public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior(count: count.map { max(0, $0) }, delay: delay.flatMap { $0.isFinite ? max(0, $0) : nil }, isContinuous: false)
    }
    /// Repeats indefinitely, `delay` seconds apart.
    public static func periodic(delay: Double) -> RepeatBehavior { periodic(nil, delay: delay) }
  }
}

/// Declares the scope modifiers every directional, layered symbol effect shares.
public protocol _LayeredSymbolEffect: SymbolEffect {
  init()
}

extension _LayeredSymbolEffect {
  /// The effect applied to each layer separately.
  public var byLayer: Self { self }
  /// The effect applied to the whole symbol at once.
  public var wholeSymbol: Self { self }
}

/// A transitory scaling of a symbol's layers.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, _LayeredSymbolEffect {
  public init() {}
  /// Bounces upward.
  public var up: Self { self }
  /// Bounces downward.
  public var down: Self { self }
}

/// A fade of the opacity of some or all of a symbol's layers.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, _LayeredSymbolEffect {
  public init() {}
}

/// A repeating change of the opacity of a symbol's variable layers.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffect {
  public init() {}
  /// Each layer stays changed until the sequence ends.
  public var cumulative: Self { self }
  /// Layers change one at a time.
  public var iterative: Self { self }
  /// The sequence plays forwards then backwards.
  public var reversing: Self { self }
  /// The sequence plays forwards only.
  public var nonReversing: Self { self }
  /// Inactive layers are hidden.
  public var hideInactiveLayers: Self { self }
  /// Inactive layers are dimmed.
  public var dimInactiveLayers: Self { self }
}

/// A scaling of a symbol's layers while the effect is active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, _LayeredSymbolEffect {
  public init() {}
  /// Scales up.
  public var up: Self { self }
  /// Scales down.
  public var down: Self { self }
}

/// Makes a symbol's layers appear.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, _LayeredSymbolEffect {
  public init() {}
  /// Appears upward.
  public var up: Self { self }
  /// Appears downward.
  public var down: Self { self }
}

/// Makes a symbol's layers disappear; while active the symbol draws nothing.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, _LayeredSymbolEffect {
  public init() {}
  /// Disappears upward.
  public var up: Self { self }
  /// Disappears downward.
  public var down: Self { self }
  public var hidesSymbolWhenActive: Bool { true }
}

/// Replaces one symbol with another.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, _LayeredSymbolEffect {
  public init() {}
  /// Outgoing layers move down, incoming layers move up.
  public var downUp: Self { self }
  /// Outgoing layers move up, incoming layers move up.
  public var upUp: Self { self }
  /// Outgoing layers fade out, incoming layers scale up.
  public var offUp: Self { self }
  /// Outgoing layers move down, incoming layers move up (iOS 18).
  public static var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect() }
  /// Outgoing layers move up, incoming layers move up (iOS 18).
  public static var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect() }
  /// Outgoing layers fade out, incoming layers scale up (iOS 18).
  public static var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect() }
  /// Replaces with a magic move where the two symbols share layers, else with `fallback` (iOS 18).
  public func magic(fallback: ReplaceSymbolEffect) -> MagicReplace { MagicReplace(fallback: fallback) }

  /// A replacement that morphs the layers two symbols share (a slash drawn onto a bell, say) and
  /// uses its fallback for the others (iOS 18). A still render draws the new symbol at rest.
  public struct MagicReplace: ContentTransitionSymbolEffect {
    /// The replacement used where the two symbols share no layers.
    var fallback: ReplaceSymbolEffect
    init(fallback: ReplaceSymbolEffect) { self.fallback = fallback }
    /// The effect applied to each layer separately.
    public var byLayer: Self { self }
    /// The effect applied to the whole symbol at once.
    public var wholeSymbol: Self { self }
  }
}

/// Draws a symbol's strokes on along its draw data (iOS 26); at rest the symbol is drawn whole.
public struct DrawOnSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, _LayeredSymbolEffect {
  public init() {}
  /// Draws one motion group at a time.
  public var individually: Self { self }
}

/// Draws a symbol's strokes off along its draw data (iOS 26); while active the symbol draws nothing.
public struct DrawOffSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, _LayeredSymbolEffect {
  public init() {}
  /// Draws one motion group off at a time.
  public var individually: Self { self }
  /// Draws off following the draw data backwards.
  public var reversed: Self { self }
  /// Draws off following the draw data forwards.
  public var nonReversed: Self { self }
  public var hidesSymbolWhenActive: Bool { true }
}

/// Moves a symbol back and forth (iOS 18).
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, _LayeredSymbolEffect {
  public init() {}
  /// Wiggles left and right.
  public var left: Self { self }
  /// Wiggles right and left.
  public var right: Self { self }
  /// Wiggles up and down.
  public var up: Self { self }
  /// Wiggles down and up.
  public var down: Self { self }
  /// Wiggles forward (in the reading direction).
  public var forward: Self { self }
  /// Wiggles backward.
  public var backward: Self { self }
  /// Wiggles clockwise.
  public var clockwise: Self { self }
  /// Wiggles counter-clockwise.
  public var counterClockwise: Self { self }
}

/// Scales a symbol up and down like breathing (iOS 18).
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, _LayeredSymbolEffect {
  public init() {}
  /// Breathes with a pulse of opacity.
  public var pulse: Self { self }
  /// Breathes without changing opacity.
  public var plain: Self { self }
}

/// Rotates a symbol or its layers (iOS 18).
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, _LayeredSymbolEffect {
  public init() {}
  /// Rotates clockwise.
  public var clockwise: Self { self }
  /// Rotates counter-clockwise.
  public var counterClockwise: Self { self }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// A transitory bounce of the symbol's layers.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
  /// A fade of the opacity of the symbol's layers.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// A repeating change of the opacity of the symbol's variable layers.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A scaling of the symbol's layers.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
  /// Makes the symbol's layers appear.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
  /// Makes the symbol's layers disappear.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// Replaces the symbol's layers with another symbol's.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
extension SymbolEffect where Self == DrawOnSymbolEffect {
  /// Draws the symbol's layers on (iOS 26).
  public static var drawOn: DrawOnSymbolEffect { DrawOnSymbolEffect() }
}
extension SymbolEffect where Self == DrawOffSymbolEffect {
  /// Draws the symbol's layers off (iOS 26).
  public static var drawOff: DrawOffSymbolEffect { DrawOffSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
  /// Moves the symbol back and forth.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
  /// Scales the symbol up and down.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
  /// Rotates the symbol.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

nonisolated extension View {
  /// Applies an indefinite symbol effect to symbol images in this view while `isActive` is true.
  ///
  /// A still render draws the resting symbol; an active disappear effect hides the symbols
  /// (their space is kept, as at the end of the effect).
  public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                      isActive: Bool = true) -> some View {
    opacity(effect.hidesSymbolWhenActive && isActive ? 0 : 1)
  }

  /// Applies a discrete symbol effect that plays each time `value` changes; a still render draws the resting symbol.
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                  value: U) -> some View {
    inert()
  }

  /// Removes every symbol effect from symbol images in this view.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { inert() }
}
