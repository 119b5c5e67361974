import Foundation
import Mocking
import Testing

@testable import MockGeneratorFixtures

/// Generated mocks created over a real instance: every member answers as the instance does
/// until a test stubs it, every call is recorded, and `resetLoader()` returns to the instance.
@Suite struct SpyTests {
    /// A weather service that answers from a table, and counts what it was asked.
    final class LiveWeather: WeatherService, @unchecked Sendable {
        var refreshes = 0

        func temperature(in city: String) async throws -> Double {
            guard city != "Atlantis" else { throw URLError(.cannotFindHost) }
            return city == "Oslo" ? -3 : 18
        }
        func report(_ city: String, _ celsius: Double) -> Bool { celsius < 0 }
        func refresh() { refreshes += 1 }
        func forecast(for city: String, days: Int) async -> Forecast {
            Forecast(summary: "\(days) days of sun in \(city)")
        }
        func cachedForecast(for city: String) throws -> Forecast? { nil }
    }

    @Test func everyEffectAnswersAsTheLiveInstanceAndIsRecorded() async throws {
        let live = LiveWeather()
        let weather = MockWeatherService(forwardingTo: live)
        #expect(try await weather.temperature(in: "Oslo") == -3)
        await #expect(throws: URLError.self) { try await weather.temperature(in: "Atlantis") }
        #expect(weather.report("Oslo", -3))
        weather.refresh()
        #expect(live.refreshes == 1)
        #expect(await weather.forecast(for: "Rome", days: 2).summary == "2 days of sun in Rome")
        #expect(try weather.cachedForecast(for: "Rome") == nil)

        weather.$temperatureMock.verifyCalled(.exactly(2))
        weather.$reportMock.verifyCalled(.once, with: "Oslo", -3)
        weather.$refreshMock.verifyCalled(.once)
        #expect(weather.$forecastMock.wasCalled(with: "Rome", 2))
    }

    /// The live service of the article's sample.
    struct LiveWeatherService: WeatherService {
        func temperature(in city: String) async throws -> Double { city == "Oslo" ? -3 : 18 }
        func report(_ city: String, _ celsius: Double) -> Bool { true }
        func refresh() {}
        func forecast(for city: String, days: Int) async -> Forecast { Forecast(summary: "Sun") }
        func cachedForecast(for city: String) throws -> Forecast? { nil }
    }

    @Test func aGeneratedMockMadeStrict() async throws {
        let weather = MockWeatherService()
        setStrict(true, of: weather)
        weather.$temperatureMock.when("Oslo").returns(-3)
        #expect(try await weather.temperature(in: "Oslo") == -3)
        await withKnownIssue {
            _ = try? await weather.temperature(in: "Bergen")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                #"temperatureMock("Bergen") was answered by its default loader"#)
        }
    }

    @Test func spiesOnTheRealService() async throws {
        let weather = MockWeatherService(forwardingTo: LiveWeatherService())
        #expect(try await weather.temperature(in: "Oslo") == -3)
        weather.$temperatureMock.returns(30)
        #expect(try await weather.temperature(in: "Oslo") == 30)
        weather.$temperatureMock.resetLoader()
        #expect(try await weather.temperature(in: "Oslo") == -3)
        weather.$temperatureMock.verifyCalled(.exactly(3), with: "Oslo")
    }

    @Test func stubbingOneMemberLeavesTheOthersForwardingUntilReset() async throws {
        let weather = MockWeatherService(forwardingTo: LiveWeather())
        weather.$temperatureMock.returns(30)
        #expect(try await weather.temperature(in: "Oslo") == 30)
        #expect(!weather.report("Rome", 18))
        weather.$temperatureMock.resetLoader()
        #expect(try await weather.temperature(in: "Oslo") == -3)
    }

    /// A payment processor with typed throws, `inout`, `rethrows` and closures.
    struct LivePayments: PaymentProcessor {
        func charge(_ amount: Int) throws(PaymentError) -> Receipt {
            guard amount > 0 else { throw .declined }
            return Receipt(amount: amount)
        }
        func authorize(_ amount: Int) throws(PaymentError) -> Bool { amount < 1000 }
        func refund(_ amount: Int) async throws(PaymentError) {
            if amount > 100 { throw .offline }
        }
        func adjust(_ price: inout Decimal) -> Bool {
            price *= 2
            return true
        }
        func normalize(_ text: inout String) { text = text.lowercased() }
        func withTransaction(_ work: () throws -> Void) rethrows { try work() }
        func perform(_ work: () -> Void) { work() }
        func map(_ amounts: [Int], _ transform: (Int) -> String) -> [String] {
            amounts.map(transform)
        }
        func run(_ work: () async throws -> Int) async throws -> Int { try await work() + 1 }
        func onCompletion(_ handler: @escaping @Sendable (Result<Receipt, PaymentError>) -> Void) {
            handler(.success(Receipt(amount: 1)))
        }
        func lookUp(_ id: Int, completion: @escaping (Receipt?) -> Void) {
            completion(Receipt(amount: id))
        }
        func log(_ messages: String..., level: Int) {}
    }

    @Test func typedThrowsInoutAndClosuresPassThrough() async throws {
        let payments = MockPaymentProcessor(forwardingTo: LivePayments())
        #expect(try payments.charge(5) == Receipt(amount: 5))
        #expect(throws: PaymentError.declined) { try payments.charge(0) }
        await #expect(throws: PaymentError.offline) { try await payments.refund(500) }
        var price: Decimal = 21
        #expect(payments.adjust(&price))
        #expect(price == 42)
        var text = "LOUD"
        payments.normalize(&text)
        #expect(text == "loud")
        #expect(payments.map([1, 2]) { "#\($0)" } == ["#1", "#2"])
        var ran = false
        payments.perform { ran = true }
        #expect(ran)
        #expect(throws: PaymentError.offline) {
            try payments.withTransaction { throw PaymentError.offline }
        }
        #expect(try await payments.run { 41 } == 42)
        nonisolated(unsafe) var looked: Receipt?
        payments.lookUp(3) { looked = $0 }
        #expect(looked == Receipt(amount: 3))

        payments.$chargeMock.verifyCalled(.exactly(2))
        payments.$adjustMock.verifyCalled(.once, with: 21)
        #expect(payments.$mapMock.callCount == 1)
    }

    /// A store backed by a dictionary: generic methods and subscripts.
    struct LiveStore: KeyValueStore {
        var values: [String: String] = ["answer": "42"]

        func load<T: Decodable>(_ type: T.Type, from key: String) throws -> T {
            try JSONDecoder().decode(T.self, from: Data((values[key] ?? "null").utf8))
        }
        func save<T: Encodable>(_ value: T, to key: String) throws {}
        func update<T>(_ value: inout T) -> Bool { false }
        func transform<T>(_ key: String, _ body: (String) -> T) -> T { body(key) }
        func contains(_ value: some Hashable) -> Bool { "\(value)" == "answer" }
        func describe(_ value: any CustomStringConvertible) -> String { value.description }
        subscript(key: String) -> String? {
            get { values[key] }
            set { values[key] = newValue }
        }
        subscript(index: Int) -> String { "#\(index)" }
        subscript(key: String, default defaultValue: Int) -> Int {
            values[key].flatMap(Int.init) ?? defaultValue
        }
    }

    @Test func genericMethodsAndSubscriptsForward() throws {
        let store = MockKeyValueStore(forwardingTo: LiveStore())
        #expect(try store.load(Int.self, from: "answer") == 42)
        #expect(store.contains("answer"))
        #expect(store["answer"] == "42")
        store["name"] = "Ann"
        #expect(store["name"] == "Ann")
        #expect(store[7] == "#7")
        #expect(store["missing", default: 5] == 5)
        store.$loadMock.for(String.self, returning: Int.self).returns(1)
        #expect(try store.load(Int.self, from: "answer") == 1)
        store.$loadMock.for(String.self, returning: Int.self).resetLoader()
        #expect(try store.load(Int.self, from: "answer") == 42)
        #expect(store.$loadMock.for(String.self, returning: Int.self).callCount == 3)
        store.$subscriptSetStringMock.verifyCalled(.once, with: "name", "Ann")
    }

    /// Settings with stored and effectful properties.
    final class LiveSettings: Settings, @unchecked Sendable {
        var isEnabled = true
        var userName: String { "ann" }
        var nickname: String? = "A"
        var theme: Theme { Theme(name: "dark") }
        var brightness: Double { get async { 0.5 } }
        var token: String { get throws { "secret" } }
        var quota: Int { get async throws { 10 } }
        var limit: Int { get throws(SettingsError) { throw .locked } }
    }

    @Test func propertiesReadAndWriteThrough() async throws {
        let live = LiveSettings()
        let settings = MockSettings(forwardingTo: live)
        #expect(settings.isEnabled)
        settings.isEnabled = false
        #expect(!live.isEnabled)
        settings.nickname = nil
        #expect(live.nickname == nil)
        #expect(settings.userName == "ann")
        #expect(settings.theme == Theme(name: "dark"))
        #expect(await settings.brightness == 0.5)
        #expect(try settings.token == "secret")
        #expect(try await settings.quota == 10)
        #expect(throws: SettingsError.locked) { try settings.limit }
        settings.$isEnabled.verifySet(.once, to: false)
        #expect(settings.$isEnabled.getCount == 1)
    }

    /// A configuration with static members, which a spy forwards to the live type.
    struct LiveConfiguration: Configurable {
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        func configure(value: Int!) {}
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        var current: Int! { 3 }
        var count: Int { 1 }
        static var count: Int { 99 }
        func reset() {}
        static func reset() {}
        func 💩() -> String { "poo" }
    }

    @Test func staticMembersForwardToTheLiveType() {
        let configuration = MockConfigurable(forwardingTo: LiveConfiguration())
        #expect(MockConfigurable.count == 99)
        #expect(configuration.count == 1)
        #expect(configuration.💩() == "poo")
        MockConfigurable.reset()
        MockConfigurable.reset2Mock.verifyCalled(.once)
    }

    /// A repository of an associated type: the spy's live instance has the mock's.
    struct LiveRepository: Repository {
        struct Item: Identifiable, Equatable, Sendable {
            var id: Int
        }
        var items: [Item]
        init(items: [Item]) { self.items = items }
        var count: Int { items.count }
        func item(id: Int) async throws -> Item? { items.first { $0.id == id } }
        func save(_ item: Item) async throws {}
        func all() -> [Item] { items }
        static var pageSize: Int { 25 }
    }

    @Test func aGenericMockSpiesOnALiveInstanceOfItsAssociatedTypes() async throws {
        let items = [LiveRepository.Item(id: 1)]
        let repository = MockRepository<LiveRepository.Item>(
            forwardingTo: LiveRepository(items: items))
        #expect(repository.count == 1)
        #expect(try await repository.item(id: 1) == items[0])
        #expect(repository.all() == items)
        #expect(MockRepository<LiveRepository.Item>.pageSize == 25)
        repository.$itemMock.verifyCalled(.once, with: 1)
    }

    @Test func aSpyOverAMockOfItsOwnTypeReportsItsStaticsLoopingInsteadOfOverflowing() {
        let spy = MockConfigurable(forwardingTo: MockConfigurable())
        withKnownIssue {
            #expect(MockConfigurable.count == 0)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "Expected MockConfigurable.countMock to forward its calls to a live instance")
        }
        #expect(spy.count == 0)
    }

    /// A writer that keeps what it was given, in a value: its methods are `mutating` and generic.
    struct LiveBodyWriter: BodyWriter {
        var written: [Int] = []
        mutating func write(contentsOf items: some Sequence<Int>) async throws {
            written += items
        }
        mutating func encode<Value: Encodable>(_ value: Value) throws {
            written.append(try JSONEncoder().encode(value).count)
        }
    }

    @Test func aMutatingGenericMethodChangesTheLiveValueThatLaterCallsSee() async throws {
        let writer = MockBodyWriter(forwardingTo: LiveBodyWriter())
        try await writer.write(contentsOf: [1, 2])
        try await writer.write(contentsOf: 3...3)
        try writer.encode("ab")
        writer.$writeMock.for([Int].self, returning: Void.self).throws(CancellationError())
        await #expect(throws: CancellationError.self) { try await writer.write(contentsOf: [9]) }
        writer.$writeMock.for([Int].self, returning: Void.self).resetLoader()
        try await writer.write(contentsOf: [4])
        writer.$encodeMock.for(Int.self, returning: Void.self).returns(())
        try writer.encode(5)
        // One live value, which every member reads: the stubbed calls left it as it was.
        #expect(writer.written == [1, 2, 3, 4, 4])
        #expect(writer.$writeMock.for([Int].self, returning: Void.self).callCount == 3)
        #expect(writer.$encodeMock.for(String.self, returning: Void.self).callCount == 1)
    }

    /// Attributes held elsewhere: setting one changes the storage, not the value.
    struct LiveAttributes: Attributed {
        final class Storage: @unchecked Sendable { var tag = "" }
        let storage = Storage()
        var tag: String {
            get { storage.tag }
            nonmutating set { storage.tag = newValue }
        }
    }

    @Test func aNonmutatingSetterWritesThroughToTheLiveValue() {
        let live = LiveAttributes()
        let attributed = MockAttributed(forwardingTo: live)
        attributed.tag = "release"
        #expect(live.storage.tag == "release")
        #expect(attributed.tag == "release")
        attributed.$tag.verifySet(.once, to: "release")
    }
}
