import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ChainNetworkHealthResponse {
  @ApiProperty({ enum: ['ethereum', 'tron', 'bitcoin', 'litecoin'] }) network: 'ethereum' | 'tron' | 'bitcoin' | 'litecoin';
  @ApiProperty({ type: String, nullable: true, description: "The node's height when last asked (null before the first scan)." }) height: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The last block scanned.' }) scannedBlock: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'height − scannedBlock.' }) lagBlocks: string | null;
  @ApiProperty({ type: Date, nullable: true, description: "When the watcher last reached the node's head." }) caughtUpAt: Date | null;
  @ApiProperty({ description: 'More than 10 minutes since it last reached the head.' }) behind: boolean;
}

/** GET health/chains: the networks with an RPC URL (none: an empty list). */
export class ChainsHealthResponse {
  @ApiProperty({ enum: ['success', 'error'] }) status: 'success' | 'error';
  @ApiProperty({ type: [ChainNetworkHealthResponse] }) networks: ChainNetworkHealthResponse[];
  @ApiPropertyOptional({ description: 'Which networks are behind (503 only).' }) message?: string;
}
