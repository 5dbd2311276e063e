/**
 * The session policy of customers' temporary credentials: read and list the order's prefix, nothing else. STS
 * intersects it with the rights of the user that assumes the role, so it can only narrow them.
 */
export function readOnlyPrefixPolicy(bucket: string, prefix: string): string {
  if (!prefix.endsWith('/')) throw new Error('A prefix policy needs a prefix ending in "/"');
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['s3:GetObject'],
        Resource: [`arn:aws:s3:::${bucket}/${prefix}*`],
      },
      {
        Effect: 'Allow',
        Action: ['s3:ListBucket'],
        Resource: [`arn:aws:s3:::${bucket}`],
        Condition: { StringLike: { 's3:prefix': [prefix, `${prefix}*`] } },
      },
      {
        // Clients (awscli, desktop browsers) ask for the bucket's region before anything else.
        Effect: 'Allow',
        Action: ['s3:GetBucketLocation'],
        Resource: [`arn:aws:s3:::${bucket}`],
      },
    ],
  });
}
