import Foundation

/// A gesture that recognizes a magnification (pinch) motion and tracks the amount of magnification (iOS 17).
///
/// Like every gesture in a still, it is attached and never fires.
nonisolated public struct MagnifyGesture: PrimitiveGesture {
  /// The attributes of a magnify gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the gesture's current event.
    public var time: Date
    /// The relative amount that the gesture has magnified by (1 at the start).
    public var magnification: CGFloat
    /// The current magnification velocity.
    public var velocity: CGFloat
    /// The initial anchor point of the gesture in the modified view's coordinate space.
    public var startAnchor: UnitPoint
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint
  }
  /// The minimum required delta before the gesture starts.
  public var minimumScaleDelta: CGFloat
  /// Creates a magnify gesture with a given minimum delta for the gesture to start.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    GestureArgumentCheck.check("MagnifyGesture(minimumScaleDelta: \(GestureArgumentCheck.text(minimumScaleDelta)))",
                               [("minimumScaleDelta", minimumScaleDelta, "0.01")])
    self.minimumScaleDelta = minimumScaleDelta
  }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification (iOS 13; `MagnifyGesture` from iOS 17).
nonisolated public struct MagnificationGesture: PrimitiveGesture {
  /// The type representing the gesture's value: the relative magnification.
  public typealias Value = CGFloat
  /// The minimum required delta before the gesture starts.
  public var minimumScaleDelta: CGFloat
  /// Creates a magnification gesture with a given minimum delta for the gesture to start.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    GestureArgumentCheck.check("MagnificationGesture(minimumScaleDelta: \(GestureArgumentCheck.text(minimumScaleDelta)))",
                               [("minimumScaleDelta", minimumScaleDelta, "0.01")])
    self.minimumScaleDelta = minimumScaleDelta
  }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation (iOS 17).
nonisolated public struct RotateGesture: PrimitiveGesture {
  /// The attributes of a rotate gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the gesture's current event.
    public var time: Date
    /// The amount that the gesture has rotated by.
    public var rotation: Angle
    /// The current rotation velocity, per second.
    public var velocity: Angle
    /// The initial anchor point of the gesture in the modified view's coordinate space.
    public var startAnchor: UnitPoint
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint
  }
  /// The minimum delta required before the gesture succeeds.
  public var minimumAngleDelta: Angle
  /// Creates a rotation gesture with a minimum delta for the gesture to start.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    GestureArgumentCheck.check("RotateGesture(minimumAngleDelta: .degrees(\(GestureArgumentCheck.text(minimumAngleDelta.degrees))))",
                               [("minimumAngleDelta", minimumAngleDelta.degrees, ".degrees(1)")])
    self.minimumAngleDelta = minimumAngleDelta
  }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation (iOS 13; `RotateGesture` from iOS 17).
nonisolated public struct RotationGesture: PrimitiveGesture {
  /// The type representing the gesture's value: the rotation angle.
  public typealias Value = Angle
  /// The minimum delta required before the gesture starts.
  public var minimumAngleDelta: Angle
  /// Creates a rotation gesture with a minimum delta for the gesture to start.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    GestureArgumentCheck.check("RotationGesture(minimumAngleDelta: .degrees(\(GestureArgumentCheck.text(minimumAngleDelta.degrees))))",
                               [("minimumAngleDelta", minimumAngleDelta.degrees, ".degrees(1)")])
    self.minimumAngleDelta = minimumAngleDelta
  }
}

/// A gesture that recognizes one or more taps and reports their location (iOS 16).
nonisolated public struct SpatialTapGesture: PrimitiveGesture {
  /// The attributes of a tap gesture.
  public struct Value: Equatable, Sendable {
    /// The location of the tap gesture's current event.
    public var location: CGPoint
  }
  /// The required number of tap events.
  public var count: Int
  /// The coordinate space in which to receive location values.
  public var coordinateSpace: CoordinateSpace
  /// Creates a tap gesture with the number of required taps and the coordinate space of the gesture's location.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }
  /// Creates a tap gesture with the number of required taps and the coordinate space of the gesture's location (iOS 17).
  @_disfavoredOverload
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.count = count
    self.coordinateSpace = .local
  }
}

nonisolated extension View {
  /// Adds an action to perform when the user moves the pointer over or away from the view's frame; a still has no pointer, so it never runs.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { inert() }
}
