import Foundation

/// A part of an app's user interface with a life cycle managed by the system.
///
/// Scenes compile as in SwiftUI; Specimen never opens a window, so a scene's only use in a render
/// is to hold views (see `App`).
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene that represents the body of this scene.
  associatedtype Body: Scene

  /// The content and behavior of the scene.
  @SceneBuilder var body: Self.Body { get }
}

nonisolated extension Never: Scene {}

/// A scene that is one of Specimen's own (window groups, windows, settings, modified and combined
/// scenes): it is read without asking for a body.
package protocol PrimitiveScene {
  /// The number of window groups in this scene.
  @MainActor var windowGroupCount: Int { get }
}

/// Reads scenes without running an app.
package enum SceneTree {
  /// The number of window groups `scene` declares (custom scenes are read through their body).
  @MainActor
  package static func windowGroupCount<S: Scene>(_ scene: S) -> Int {
    if let primitive = scene as? PrimitiveScene { return primitive.windowGroupCount }
    if S.Body.self == Never.self { return 0 }
    return windowGroupCount(scene.body)
  }

  @MainActor
  static func windowGroupCount(any scene: any Scene) -> Int {
    func open<S: Scene>(_ s: S) -> Int { windowGroupCount(s) }
    return open(scene)
  }
}

/// Several scenes combined by `@SceneBuilder`.
nonisolated public struct _TupleScene: Scene, PrimitiveScene {
  let scenes: [any Scene]
  public var body: Never { primitiveBody(Self.self) }
  @MainActor package var windowGroupCount: Int { scenes.reduce(0) { $0 + SceneTree.windowGroupCount(any: $1) } }
}

/// A scene that may be absent (`if` in a `@SceneBuilder`), or one of two (`if`/`else`).
nonisolated public struct _OptionalScene: Scene, PrimitiveScene {
  let scene: (any Scene)?
  public var body: Never { primitiveBody(Self.self) }
  @MainActor package var windowGroupCount: Int { scene.map { SceneTree.windowGroupCount(any: $0) } ?? 0 }
}

/// A custom parameter attribute that constructs scenes from closures.
@resultBuilder
public enum SceneBuilder {
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene {
    var scenes: [any Scene] = []
    for scene in repeat each content { scenes.append(scene) }
    return _TupleScene(scenes: scenes)
  }

  public static func buildOptional(_ content: (any Scene)?) -> _OptionalScene { _OptionalScene(scene: content) }

  public static func buildEither<Content: Scene>(first: Content) -> _OptionalScene { _OptionalScene(scene: first) }

  public static func buildEither<Content: Scene>(second: Content) -> _OptionalScene { _OptionalScene(scene: second) }

  public static func buildLimitedAvailability(_ content: any Scene) -> _OptionalScene { _OptionalScene(scene: content) }
}
