import Foundation
import Specimen
import SwiftData
import Testing

/// `@Query` and the model context over many and hostile models: 100 000 models fetched with a limit and drawn,
/// sort keys that are NaN, a limit and offset of `Int.min`/`Int.max`, and 100 000 deletions one by one and by type,
/// which each searched the whole store (quadratic: minutes) and are now linear.
@Suite struct QueryHostileTests {
  @Model final class Reading {
    var order: Int
    var level: Double
    init(order: Int, level: Double) {
      self.order = order
      self.level = level
    }
  }

  static func container(_ count: Int, level: (Int) -> Double = { Double($0) }) throws -> ModelContainer {
    let container = try ModelContainer(for: Reading.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for index in 0..<count { container.mainContext.insert(Reading(order: index, level: level(index))) }
    return container
  }

  /// The first readings of a descriptor, one 10-pt square each, red by level.
  struct Strip: View {
    @Query private var readings: [Reading]
    init(_ descriptor: FetchDescriptor<Reading>) { _readings = Query(descriptor) }
    var body: some View {
      HStack(spacing: 0) {
        ForEach(readings) { reading in
          Rectangle().fill(Color(red: reading.level.isFinite ? min(max(reading.level / 10, 0), 1) : 0, green: 0, blue: 1)).frame(width: 10, height: 10)
        }
      }
      .frame(minWidth: 10, minHeight: 10)
      .background(Color.white)
    }
  }

  @Test func aLimitedQueryOverAHundredThousandModelsDrawsItsRows() throws {
    let container = try Self.container(100_000)
    var descriptor = FetchDescriptor<Reading>(sortBy: [SortDescriptor(\Reading.order, order: .reverse)])
    descriptor.fetchLimit = 3
    let image = try ViewRenderer(scale: 1).rasterize(Strip(descriptor).modelContainer(container), in: .unspecified)
    #expect(image.width == 30 && image.height == 10)
    #expect(image.pixel(x: 5, y: 5).r == 255, "the last reading (level 99 999) first")
  }

  @Test func nanSortKeysAndExtremeLimitsFetchWithoutTrapping() throws {
    let container = try Self.container(1_000) { $0 % 3 == 0 ? .nan : Double($0 % 10) }
    let context = container.mainContext
    let sorted = try context.fetch(FetchDescriptor<Reading>(sortBy: [SortDescriptor(\Reading.level)]))
    #expect(sorted.count == 1_000)
    var descriptor = FetchDescriptor<Reading>()
    descriptor.fetchOffset = Int.max
    descriptor.fetchLimit = Int.max
    #expect(try context.fetch(descriptor).isEmpty)
    descriptor.fetchOffset = Int.min
    descriptor.fetchLimit = Int.min
    #expect(try context.fetch(descriptor).count == 1_000, "a negative limit or offset counts as none")
    #expect(try context.fetchCount(descriptor) == 1_000)
    descriptor.fetchOffset = 998
    descriptor.fetchLimit = 5
    #expect(try context.fetch(descriptor).map(\.order) == [998, 999])
    let image = try ViewRenderer(scale: 1).rasterize(Strip(descriptor).modelContainer(container), in: .unspecified)
    #expect(image.width == 20)
  }

  @Test func deletingAHundredThousandModelsKeepsTheRestInOrder() throws {
    let container = try Self.container(200_000)
    let context = container.mainContext
    let all = try context.fetch(FetchDescriptor<Reading>())
    for reading in all where reading.order % 2 == 0 { context.delete(reading) }
    let left = try context.fetch(FetchDescriptor<Reading>())
    #expect(left.count == 100_000)
    #expect(left.prefix(3).map(\.order) == [1, 3, 5] && left.last?.order == 199_999)
    // A deleted model inserted again goes to the end of the store's order, once.
    context.insert(all[0])
    context.insert(all[0])
    #expect(try context.fetch(FetchDescriptor<Reading>()).last?.order == 0)
    #expect(try context.fetchCount(FetchDescriptor<Reading>()) == 100_001)
    try context.delete(model: Reading.self, where: #Predicate { $0.order < 100_000 })
    #expect(try context.fetchCount(FetchDescriptor<Reading>()) == 50_000)
    try context.delete(model: Reading.self)
    #expect(try context.fetch(FetchDescriptor<Reading>()).isEmpty)
  }
}
