import Foundation
import Testing

@testable import MockGeneratorFixtures

@Suite struct MockCacheTests {
    @Test func theMockIsAnActor() async {
        let cache = MockCache()
        let data = Data("cached".utf8)
        await cache.$valueMock.when("key").returns(data)
        await cache.$count.returns(1)

        await cache.store(data, for: "key")
        #expect(await cache.value(for: "key") == data)
        #expect(await cache.count == 1)

        await cache.$storeMock.verifyCalled(.once, with: data, "key")
        await cache.$valueMock.verifyCalled(.once, with: "key")
    }
}
