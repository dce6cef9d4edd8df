import Foundation
import SpecimenUI
import SwiftData
import Testing

/// iOS 17's `Scene.modelContainer(…)`, as an app file sets it on its window group: the scene keeps
/// its window, and `modelContainer(for:…)` makes the container of the named types and hands it to
/// `onSetup`, autosaving as asked.
@MainActor @Suite struct SceneModelContainerTests {
  @Model final class Trail {
    var name: String
    init(_ name: String) { self.name = name }
  }

  @Test func aContainerOnAWindowGroupKeepsTheWindow() throws {
    let container = try ModelContainer(for: Trail.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let scene = WindowGroup { Text("Trails") }.modelContainer(container)
    #expect(SceneTree.windowGroupCount(scene) == 1)
  }

  @Test func containerForTypesIsHandedToOnSetup() throws {
    var made: ModelContainer?
    let scene = WindowGroup { Text("Trails") }
      .modelContainer(for: Trail.self, isAutosaveEnabled: false) { result in made = try? result.get() }
    #expect(SceneTree.windowGroupCount(scene) == 1)
    let container = try #require(made)
    #expect(container.schema.types.map { ObjectIdentifier($0) } == [ObjectIdentifier(Trail.self)])
    #expect(container.mainContext.autosaveEnabled == false)
  }
}
