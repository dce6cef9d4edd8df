import Foundation
import HostileSupport
import Specimen
import SwiftData
import Testing

/// Hostile inputs of round 37 for SwiftData as stills: `@Query` with a `fetchLimit` of 0, -1 and `Int.min`, an offset
/// past the end, 1 000 sort descriptors over NaN, infinite and equal keys, predicates that match nothing, everything or
/// read a 1 MB string; `@Model` types with a million-element and an empty collection; `modelContainer(for:inMemory:)`
/// repeated 100 deep, for no type, for another type than the query's, and missing below a sibling that has one. Every
/// case renders in one catalog run and must have its outcome; every other cell and the manifest are written.
@Suite struct SwiftDataHostileRound37Tests {
  @Model final class Reading {
    var order: Int
    var level: Double
    var note: String
    var samples: [Double]
    init(order: Int, level: Double, note: String = "", samples: [Double] = []) {
      (self.order, self.level, self.note, self.samples) = (order, level, note, samples)
    }
  }
  @Model final class Other {
    var name: String
    init(name: String) { self.name = name }
  }

  static var box: some View { Color.blue.frame(width: 20, height: 20) }
  static let megabyte = String(repeating: "Model ", count: 170_000)

  /// A container of `count` readings, level `level(i)` for reading `i`.
  static func container(_ count: Int, level: (Int) -> Double = { Double($0) }, note: (Int) -> String = { _ in "" },
                        samples: (Int) -> [Double] = { _ in [] }) -> ModelContainer {
    let container = try! ModelContainer(for: Reading.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for i in 0..<count { container.mainContext.insert(Reading(order: i, level: level(i), note: note(i), samples: samples(i))) }
    return container
  }

  /// The readings a descriptor fetches as 10-pt squares beside the box, red by level, with their count.
  struct Strip: View {
    @Query private var readings: [Reading]
    init(_ descriptor: FetchDescriptor<Reading> = FetchDescriptor()) { _readings = Query(descriptor) }
    var body: some View {
      HStack(spacing: 0) {
        SwiftDataHostileRound37Tests.box
        Text(verbatim: "\(readings.count)").frame(width: 40)
        ForEach(readings.prefix(20)) { reading in
          Rectangle().fill(Color(red: reading.level.isFinite ? min(max(reading.level / 10, 0), 1) : 0, green: 0, blue: 1))
            .frame(width: 10, height: 10)
        }
      }
    }
  }
  /// The number of samples in each reading.
  struct SampleCounts: View {
    @Query(sort: \Reading.order) private var readings: [Reading]
    var body: some View {
      HStack { SwiftDataHostileRound37Tests.box; ForEach(readings) { Text(verbatim: "\($0.samples.count) \($0.samples.last ?? -1)") } }
    }
  }
  /// The `Other` models of the environment's container.
  struct Others: View {
    @Query private var others: [Other]
    var body: some View { HStack { SwiftDataHostileRound37Tests.box; Text(verbatim: "\(others.count)") } }
  }

  static func limited(_ limit: Int?, offset: Int? = nil) -> FetchDescriptor<Reading> {
    var descriptor = FetchDescriptor<Reading>(sortBy: [SortDescriptor(\Reading.order)])
    descriptor.fetchLimit = limit
    descriptor.fetchOffset = offset
    return descriptor
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // Before: silent, a strip of no reading.
    "query-fetchlimit-zero": ("warns", "FetchDescriptor<Reading>.fetchLimit 0 fetches no model (Apple: \"Use nil to tell the fetch to return "
      + "all models of the associated type, not 0\")"),
    // Before: silent.
    "query-fetchlimit-negative-and-min": ("warns", "FetchDescriptor<Reading>.fetchOffset -9223372036854775808 is not a count of models; "
      + "read as nil (no offset)"),
    // SwiftUI traps on a @Query with no container above it; the sibling's container is not above it.
    "modelcontainer-missing-beside-a-sibling": ("fails", "`Others` reads @Query [Other], but no view above it supplies a model container: "
      + "add .modelContainer(for: Other.self)"),
  ]

  static let cases: [HostileCase] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    add("query-fetchlimit-zero") { Strip(limited(0)).modelContainer(container(5)) }
    add("query-fetchlimit-negative-and-min") {
      VStack { Strip(limited(-1)); Strip(limited(Int.min, offset: Int.min)) }.modelContainer(container(5))
    }
    add("query-offset-past-end-limit-max") { Strip(limited(Int.max, offset: Int.max)).modelContainer(container(5)) }
    add("query-1000-sort-descriptors-nan-keys") {
      Strip(FetchDescriptor(sortBy: (0..<1_000).map { $0 % 2 == 0 ? SortDescriptor(\Reading.level, order: .reverse) : SortDescriptor(\Reading.order) }))
        .modelContainer(container(30) { $0 % 3 == 0 ? .nan : $0 % 3 == 1 ? .infinity : Double($0 % 7) })
    }
    add("query-predicates-none-all-and-1mb") {
      let long = megabyte
      return VStack {
        Strip(FetchDescriptor(predicate: #Predicate { $0.order < 0 }))
        Strip(FetchDescriptor(predicate: #Predicate { $0.level == $0.level || $0.level != $0.level }))
        Strip(FetchDescriptor(predicate: #Predicate { $0.note == long }))
      }.modelContainer(container(5) { $0 == 2 ? .nan : Double($0) } note: { $0 == 4 ? megabyte : "" })
    }
    add("model-million-and-empty-collections") {
      SampleCounts().modelContainer(container(2) { Double($0) } samples: { $0 == 0 ? [] : Array(repeating: .nan, count: 1_000_000) })
    }
    add("modelcontainer-repeated-100-deep") {
      (0..<100).reduce(AnyView(Strip())) { inner, _ in AnyView(inner.modelContainer(for: Reading.self, inMemory: true)) }
    }
    add("modelcontainer-for-no-type") { Strip().modelContainer(for: [], inMemory: true) }
    add("modelcontainer-for-another-type") { Others().modelContainer(container(3)) }
    add("modelcontainer-missing-beside-a-sibling") {
      HStack { Strip().modelContainer(container(2)); Others() }
    }
    return list.cases
  }()

  /// A limit of 0 draws no model and is named with Apple's advice; a negative limit or offset is read as none and named;
  /// nil, positive limits and an offset past the end are not named.
  @Test func fetchLimitsThatAreNoCountAreNamed() throws {
    func rendered(_ limit: Int?, offset: Int? = nil) throws -> (data: Data, warnings: [String]) {
      let image = try ViewRenderer(scale: 1).rasterize(Strip(Self.limited(limit, offset: offset)).modelContainer(Self.container(3)), in: .unspecified)
      return (try image.pngData(), image.diagnostics.warnings.map(\.message))
    }
    let zero = try rendered(0)
    #expect(zero.warnings == ["FetchDescriptor<Reading>.fetchLimit 0 fetches no model (Apple: \"Use nil to tell the fetch to return all "
      + "models of the associated type, not 0\"), so nothing the fetch finds is drawn. Give nil for every model, or the most models to draw"])
    let all = try rendered(nil)
    #expect(all.warnings == [])
    #expect(zero.data != all.data)
    let negative = try rendered(-1, offset: -2)
    #expect(negative.warnings == [
      "FetchDescriptor<Reading>.fetchLimit -1 is not a count of models; read as nil (no limit). Give nil or a count of 0 or more",
      "FetchDescriptor<Reading>.fetchOffset -2 is not a count of models; read as nil (no offset). Give nil or a count of 0 or more",
    ])
    #expect(negative.data == all.data)
    #expect(try rendered(3).warnings == [])
    #expect(try rendered(1, offset: 5).warnings == [])
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "SwiftDataRound37", fileSuffix: "swiftdata-round37") == [])
  }
}
